// Starts the fixture app by hand (not through data-wasm) so the tests can reach its exports.
import { start } from '/vdom.min.js'

window.fixture = await start('Fixture.wasm', document.getElementById('app'))
