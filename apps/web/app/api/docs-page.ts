/**
 * /api/docs: a self-contained page that lists the operations of /api/v1/openapi.json. No CDN:
 * self-hosted installations are often offline or behind strict CSPs.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Foyer API</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#17202a;line-height:1.5}
.op{border:1px solid #d7dce2;border-radius:.5rem;margin:.75rem 0;padding:.75rem 1rem}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
.get{color:#0a6b2d}.post{color:#1a56db}.put,.patch{color:#8a5a00}.delete{color:#b3261e}
code{background:#f3f5f8;padding:.1rem .3rem;border-radius:.25rem}pre{background:#f3f5f8;padding:.75rem;overflow:auto}
</style></head>
<body><main><h1>Foyer API</h1>
<p>Base path <code>/api/v1</code>. Machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<div id="ops" aria-live="polite">Loading…</div></main>
<script>
fetch('/api/v1/openapi.json').then(r=>r.json()).then(doc=>{
  const el=document.getElementById('ops');el.textContent='';
  for(const [path,ops] of Object.entries(doc.paths||{})){
    for(const [method,op] of Object.entries(ops)){
      const d=document.createElement('section');d.className='op';
      const h=document.createElement('h2');h.style.fontSize='1rem';
      const m=document.createElement('span');m.className='m '+method;m.textContent=method;
      const c=document.createElement('code');c.textContent='/api/v1'+path;
      h.append(m,c);d.append(h);
      if(op.summary){const p=document.createElement('p');p.textContent=op.summary;d.append(p);}
      const codes=Object.keys(op.responses||{}).join(', ');
      const r=document.createElement('p');r.textContent='Responses: '+codes;d.append(r);
      el.append(d);
    }
  }
}).catch(()=>{document.getElementById('ops').textContent='Could not load the OpenAPI document.'});
</script></body></html>`;
}
