// Writes the page's copy of a JavaScript module with terser (Debian package node-terser): local names
// shortened, whitespace and comments removed, exports kept. The properties named after the two files are
// renamed too, throughout the file: the fields of the shim's state (scripts/build-page.py). Functions passed
// as arguments are not wrapped in parentheses, a hint that makes an engine compile them before their first
// call, which these callbacks do not need. scripts/build-page.py uses scripts/minify-js.py instead when
// terser is not installed.
//
//     node scripts/minify-js.cjs web/calls.js calls.min.js
//     node scripts/minify-js.cjs vdom.joined.js vdom.min.js nodeTable nameOf …
const { minify } = require('terser')
const fs = require('fs')

const [input, output, ...fields] = process.argv.slice(2)
const mangle = fields.length ? { properties: { regex: new RegExp(`^(?:${fields.join('|')})$`) } } : true
minify(fs.readFileSync(input, 'utf8'), {
  module: true, ecma: 2020, compress: { passes: 2 }, mangle, format: { wrap_func_args: false },
})
  .then(result => fs.writeFileSync(output, result.code))
  .catch(error => {
    console.error(`${input}: ${error.message}`)
    process.exit(1)
  })
