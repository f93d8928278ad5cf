/**
 * A small pdftohtml render of a tournament document, written here (the real ones are in
 * ../shared/data/tournament): its title, an effective date, and one section in a larger bold type.
 */
export function tournamentRender(title: string, effective: string, heading: string, text: string): string {
  const run = (top: number, font: string, inner: string) => `<p style="position:absolute;top:${top}px;left:85px;white-space:nowrap" class="${font}">${inner}</p>`;
  return [
    '<html><head><style type="text/css">',
    '.ft10{font-size:23px;font-family:Times;color:#000000;}',
    '.ft11{font-size:14px;font-family:Times;color:#000000;}',
    '.ft12{font-size:19px;font-family:Times;color:#000000;}',
    '</style></head><body>',
    '<div id="page1-div" style="position:relative;width:892px;height:1262px;">',
    run(73, 'ft10', title),
    run(108, 'ft11', `<i>Effective ${effective}</i>`),
    run(160, 'ft12', `<b>${heading}</b>`),
    run(190, 'ft11', text),
    run(207, 'ft11', 'It is one paragraph of the body.'),
    '</div></body></html>',
  ].join('\n');
}
