import { run } from '/exp/vdom.js';
run('bench.wasm', document.body, { delegate: new URLSearchParams(location.search).has('delegate') });
