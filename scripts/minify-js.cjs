// Writes the page's copy of a JavaScript module with terser (Debian package node-terser): local names
// shortened, whitespace and comments removed, exports kept. The Makefile uses scripts/minify-js.py instead
// when terser is not installed.
//
//     node scripts/minify-js.cjs web/vdom.js web/vdom.min.js
const { minify } = require('terser')
const fs = require('fs')

const [input, output] = process.argv.slice(2)
minify(fs.readFileSync(input, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 } })
  .then(result => fs.writeFileSync(output, result.code))
  .catch(error => {
    console.error(`${input}: ${error.message}`)
    process.exit(1)
  })
