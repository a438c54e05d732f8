// The applier's state as variables of one closure, in the page's copy of the shim. The modules of web/shim/
// pass one object, `state`, to the functions that need it (web/shim/state.js), so that each module can be
// read and tested alone; a page runs the applier as one function whose variables are the fields of that
// object, which is smaller once minified and faster to run (no object to load each field from, no argument
// to pass). The rewrite is mechanical and refuses what it does not understand:
//
// - `createState(…)`'s object literal becomes one `let` per field, at the place in `createApplier` where
//   `const state = createState(…)` was (`createApplier` passes its own parameters);
// - every top-level function called with `state` as its first argument, or whose first parameter is
//   `state`, moves inside `createApplier` and loses that parameter; one that destructures the state in
//   its first parameter gets the fields as constants instead;
// - `state.field` becomes the variable `state$field`, and `const { a, b: c } = state` reads those
//   variables; calls lose their first argument `state`; a constant that holds a field is the field
//   where nothing the function does or calls assigns it;
// - every top-level constant and function that only the applier uses moves in with it.
//
// Any other use of `state` is an error naming its line, as is a function that moves and is still used
// outside `createApplier`. The JavaScript tests run the modules as they are and the page's copy.
//
//     node scripts/close-over-state.cjs vdom.joined.js vdom.closed.js

const acorn = require('acorn')

const STATE = 'state'
const PREFIX = `${STATE}$`

class ClosureError extends Error {}

// Each node below `node` with its parent, depth first, in source order.
function visit(node, parent, enter) {
  enter(node, parent)
  for (const key of Object.keys(node)) {
    const value = node[key]
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') visit(child, node, enter)
    } else if (value && typeof value.type === 'string' && key !== 'loc') {
      visit(value, node, enter)
    }
  }
}

const isFunction = (node) => node && /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)
const isState = (node) => node?.type === 'Identifier' && node.name === STATE

// The function a top-level statement declares, and its name: `function f(…) {…}` or `const f = (…) => …`.
function declaredFunction(statement) {
  if (statement.type === 'FunctionDeclaration') return [statement.id.name, statement]
  if (statement.type === 'VariableDeclaration' && statement.declarations.length === 1) {
    const [declarator] = statement.declarations
    if (declarator.id.type === 'Identifier' && isFunction(declarator.init)) return [declarator.id.name, declarator.init]
  }
  return [null, null]
}

// The identifiers `node` declares, at any depth: variables, parameters, functions' names, caught errors.
function bindings(node) {
  const found = []
  const bind = (pattern) => {
    if (!pattern) return
    if (pattern.type === 'Identifier') found.push(pattern)
    else if (pattern.type === 'ObjectPattern') pattern.properties.forEach((p) => bind(p.value ?? p.argument))
    else if (pattern.type === 'ArrayPattern') pattern.elements.forEach(bind)
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left)
    else if (pattern.type === 'RestElement') bind(pattern.argument)
  }
  visit(node, null, (child) => {
    if (child.type === 'VariableDeclarator') bind(child.id)
    if (isFunction(child)) child.params.forEach(bind)
    if (isFunction(child) || child.type === 'ClassDeclaration') bind(child.id)
    if (child.type === 'CatchClause') bind(child.param)
  })
  return found
}

function closeOverState(source) {
  const ast = acorn.parse(source, { ecmaVersion: 2022, sourceType: 'module', locations: true })
  const where = (node) => `line ${node.loc.start.line}`
  const fail = (node, message) => { throw new ClosureError(`${where(node)}: ${message}`) }

  const functions = new Map() // top-level function name → [statement, function node]
  for (const statement of ast.body) {
    const [name, fn] = declaredFunction(statement)
    if (name) functions.set(name, [statement, fn])
  }
  const applier = functions.get('createApplier')?.[1]
  const maker = functions.get('createState')?.[1]
  if (!applier || !maker) throw new ClosureError('the shim declares no createApplier and createState')

  // The functions that take the state: by their first parameter, or by a call that passes it.
  const takers = new Set()
  for (const [name, [, fn]] of functions) if (isState(fn.params[0])) takers.add(name)
  visit(ast, null, (node) => {
    if (node.type === 'Identifier' && node.name.startsWith(PREFIX)) fail(node, `${node.name} is a name the rewrite makes`)
    if (node.type !== 'CallExpression' || !isState(node.arguments[0])) return
    if (node.callee.type !== 'Identifier' || !functions.has(node.callee.name)) {
      fail(node, 'the state is passed to something other than a top-level function of the shim')
    }
    takers.add(node.callee.name)
  })
  takers.delete('createState')

  // createState's fields, in order, with their first values.
  const made = maker.body.body
  const literal = made[0]?.type === 'VariableDeclaration' && isState(made[0].declarations[0].id) && made[0].declarations[0].init
  if (literal?.type !== 'ObjectExpression') fail(maker, 'createState starts with `const state = { … }`')
  const fields = new Set()
  for (const property of literal.properties) {
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) {
      fail(property, 'a field of the state is `name: value` or `name`')
    }
    fields.add(property.key.name)
  }
  const field = (node, name) => {
    if (!fields.has(name)) fail(node, `state.${name} is not a field createState makes`)
    return PREFIX + name
  }

  // The edits, as [start, end, text], and the text of a node with the edits inside it made.
  const edits = []
  const removeFirst = (list, closing) => edits.push([list[0].start, list.length > 1 ? list[1].start : closing, ''])
  const text = (node, start = node.start, end = node.end) => {
    let out = '', at = start
    const inside = edits.filter(([from, to]) => from >= start && to <= end).sort((a, b) => a[0] - b[0] || b[1] - a[1])
    for (const [from, to, replacement] of inside) {
      if (from < at) continue // inside an edit already made
      out += source.slice(at, from) + replacement
      at = to
    }
    return out + source.slice(at, end)
  }
  // The position of the `)` that closes a function's parameters or a call's arguments.
  const closingParen = (from) => source.indexOf(')', from)

  const handled = new Set() // the `state` identifiers an edit accounts for
  visit(ast, null, (node) => {
    if (node.type === 'MemberExpression' && isState(node.object)) {
      if (node.computed) fail(node, 'the state is read with a computed name')
      edits.push([node.start, node.end, field(node, node.property.name)])
      handled.add(node.object)
    } else if (node.type === 'CallExpression' && isState(node.arguments[0])) {
      removeFirst(node.arguments, closingParen(node.arguments[0].end))
      handled.add(node.arguments[0])
    }
  })

  // A constant that holds a field (`const x = state.y`, `const { y } = state`, a first parameter `{ y }`)
  // is the field's variable itself where it cannot go stale: nothing the function does or calls assigns
  // the field, and the function declares the name once.
  const assigned = new Map(), callees = new Map()
  for (const name of takers) {
    const direct = new Set(), called = new Set()
    visit(functions.get(name)[1], null, (node) => {
      const target = node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null
      if (target?.type === 'MemberExpression' && isState(target.object)) direct.add(target.property.name)
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && takers.has(node.callee.name)) called.add(node.callee.name)
    })
    assigned.set(name, direct)
    callees.set(name, called)
  }
  for (let grew = true; grew;) {
    grew = false
    for (const name of takers) {
      const own = assigned.get(name)
      for (const callee of callees.get(name)) {
        for (const f of assigned.get(callee)) if (!own.has(f)) grew = own.add(f)
      }
    }
  }
  const reads = (declarator) => declarator.id.type === 'ObjectPattern' ? isState(declarator.init) && declarator.id.properties
    : declarator.init?.type === 'MemberExpression' && isState(declarator.init.object) && !declarator.init.computed &&
      declarator.id.type === 'Identifier' && [{ key: declarator.init.property, value: declarator.id }]
  const same = new Map() // a constant's name node → its field, for each constant that is the field
  for (const name of takers) {
    const fn = functions.get(name)[1], declared = new Map(), candidates = []
    for (const id of bindings(fn)) if (id !== fn.id) declared.set(id.name, (declared.get(id.name) ?? 0) + 1)
    visit(fn, null, (node) => {
      if (node.type === 'VariableDeclaration' && node.kind === 'const') {
        for (const declarator of node.declarations) candidates.push(...(reads(declarator) || []))
      }
    })
    if (fn.params[0]?.type === 'ObjectPattern') candidates.push(...fn.params[0].properties)
    for (const { key, value } of candidates) {
      if (value?.type !== 'Identifier') fail(key, 'the state is destructured into plain names')
      field(key, key.name)
      if (!assigned.get(name).has(key.name) && declared.get(value.name) === 1) same.set(value, key.name)
    }
    const byName = new Map([...same].filter(([node]) => node.start >= fn.start && node.end <= fn.end).map(([node, f]) => [node.name, [node, f]]))
    if (byName.size === 0) continue
    visit(fn, null, (node, parent) => {
      if (node.type !== 'Identifier' || !byName.has(node.name) || byName.get(node.name)[0] === node) return
      if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return
      if (parent.type === 'Property' && parent.key === node && !parent.computed) {
        if (parent.shorthand) edits.push([parent.start, parent.end, `${node.name}: ${PREFIX}${byName.get(node.name)[1]}`])
        return
      }
      edits.push([node.start, node.end, PREFIX + byName.get(node.name)[1]])
    })
  }
  // What a destructured state leaves to declare: `a = state$a, c = state$b` for the constants that are
  // not their fields.
  const constants = (properties) => properties.filter(({ value }) => !same.has(value))
    .map(({ key, value }) => `${value.name} = ${field(key, key.name)}`)
  visit(ast, null, (node) => {
    if (node.type !== 'VariableDeclaration' || !node.declarations.some(reads)) return
    const kept = node.declarations.flatMap((declarator) => {
      const properties = reads(declarator)
      if (!properties) return [text(declarator)]
      if (declarator.id.type === 'ObjectPattern') handled.add(declarator.init)
      return constants(properties)
    })
    edits.push([node.start, node.end, kept.length ? `${node.kind} ${kept.join(', ')}` : ''])
  })

  // The functions that move lose their first parameter; one that destructured it reads the variables.
  for (const name of takers) {
    const [, fn] = functions.get(name)
    const first = fn.params[0]
    if (!first) fail(fn, `${name} is called with the state but takes no parameter`)
    if (first.type === 'ObjectPattern') {
      const declared = constants(first.properties)
      const declaration = `const ${declared.join(', ')}`
      if (declared.length > 0 && fn.body.type === 'BlockStatement') {
        edits.push([fn.body.start, fn.body.start + 1, `{\n  ${declaration}`])
      } else if (declared.length > 0) {
        edits.push([fn.body.start, fn.body.end, `{\n  ${declaration}\n  return (${text(fn.body)})\n}`])
      }
    } else if (!isState(first)) {
      fail(first, `${name} is called with the state, so its first parameter is \`state\` or destructures it`)
    } else {
      handled.add(first)
    }
    removeFirst(fn.params, closingParen(first.end))
  }

  // createApplier: `const state = createState(<its own parameters>)` becomes the variables and the functions.
  const body = applier.body.body
  const call = body.find((statement) => statement.type === 'VariableDeclaration' && isState(statement.declarations[0].id))
  const callee = call?.declarations[0].init
  if (callee?.type !== 'CallExpression' || callee.callee.name !== 'createState') {
    fail(applier, 'createApplier makes its state with `const state = createState(…)`')
  }
  const parameters = (fn) => fn.params.map((p) => (p.type === 'AssignmentPattern' ? p.left : p).name)
  if (callee.arguments.map((argument) => argument.name).join() !== parameters(maker).join() ||
      parameters(maker).some((name) => !parameters(applier).includes(name))) {
    fail(call, 'createApplier passes createState its own parameters, by the same names')
  }
  handled.add(call.declarations[0].id)

  const variables = literal.properties.map((property) => {
    const value = property.shorthand ? property.key.name : text(property.value)
    return `let ${PREFIX}${property.key.name} = ${value}`
  })
  handled.add(made[0].declarations[0].id)
  const rest = made.slice(1).flatMap((statement) => {
    if (statement.type !== 'ReturnStatement' || !isState(statement.argument)) return [text(statement)]
    handled.add(statement.argument)
    return []
  })
  // The names a statement uses (not those it declares, nor property names).
  const uses = (statement) => {
    const names = new Set()
    visit(statement, null, (node, parent) => {
      if (node.type !== 'Identifier' || (parent?.type === 'VariableDeclarator' && parent.id === node)) return
      if (parent?.type === 'FunctionDeclaration' && parent.id === node) return
      if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return
      if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return
      names.add(node.name)
    })
    return names
  }
  const names = (statement) => statement.type === 'FunctionDeclaration' ? [statement.id.name]
    : statement.declarations.map((declarator) => declarator.id.name)

  // What stays at the top level must not use a function that takes the state.
  const takes = new Set([...takers].map((name) => functions.get(name)[0]))
  const makerStatement = functions.get('createState')[0], applierStatement = functions.get('createApplier')[0]
  const outside = ast.body.filter((statement) => !takes.has(statement) && statement !== makerStatement &&
    statement !== applierStatement)
  for (const statement of outside) {
    const used = [...uses(statement)].find((name) => takers.has(name))
    if (used) fail(statement, `${used} takes the state and moves inside createApplier, but is used outside it`)
  }
  // So does every constant and function that only the applier uses, so that the minifier, which names a
  // scope's variables by how often they are used and the top level's first, gives the applier's the
  // shortest names. (They are made once an applier, not once a page: a page makes one.) A `let` stays,
  // with what it holds for every applier.
  const movable = (statement) => statement.type === 'FunctionDeclaration' ||
    (statement.type === 'VariableDeclaration' && statement.kind === 'const' &&
      statement.declarations.every((declarator) => declarator.id.type === 'Identifier'))
  const moving = new Set(takes)
  for (let grew = true; grew;) {
    grew = false
    const used = new Set(outside.filter((statement) => !moving.has(statement)).flatMap((statement) => [...uses(statement)]))
    for (const statement of outside) {
      if (!moving.has(statement) && movable(statement) && !names(statement).some((name) => used.has(name))) {
        grew = moving.add(statement)
      }
    }
  }
  // A field that holds one of createApplier's parameters, and that nothing assigns, is the parameter,
  // where no code that moves declares the name for something else.
  const assignedAnywhere = new Set()
  visit(ast, null, (node) => {
    const target = node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null
    if (target?.type === 'MemberExpression' && isState(target.object)) assignedAnywhere.add(target.property.name)
  })
  const declaredInside = new Set([...moving].flatMap(bindings).filter((id) => !same.has(id)).map((id) => id.name))
  const parameterFields = literal.properties.filter((property) => property.shorthand &&
    parameters(applier).includes(property.key.name) && !assignedAnywhere.has(property.key.name) &&
    !declaredInside.has(property.key.name)).map((property) => property.key.name)
  const letFields = variables.filter((_, k) => !parameterFields.includes(literal.properties[k].key.name))

  const moved = ast.body.filter((statement) => moving.has(statement))
    .map((statement) => text(statement).replace(/^(?=.)/gm, '  ')).join('\n\n')
  edits.push([call.start, call.end, `${letFields.join("\n  ")}\n\n  ${moved.trimStart()}\n\n  ${rest.join("\n  ")}\n`])

  // Every other `state` is one the rewrite does not understand.
  visit(ast, null, (node) => {
    if (isState(node) && !handled.has(node)) fail(node, '`state` is used other than as `state.field`, a first argument or a first parameter')
  })

  let out = '', at = 0
  for (const statement of ast.body) {
    if (!moving.has(statement) && statement !== makerStatement) continue
    out += text(statement, at, statement.start)
    at = statement.end
    while (source[at] === '\n') at++
  }
  out += text(ast, at, ast.end)
  for (const name of parameterFields) out = out.replaceAll(PREFIX + name, name)
  return out
}

module.exports = { closeOverState, ClosureError }

if (require.main === module) {
  const fs = require('fs')
  const [input, output] = process.argv.slice(2)
  try {
    fs.writeFileSync(output, closeOverState(fs.readFileSync(input, 'utf8')))
  } catch (error) {
    if (!(error instanceof ClosureError)) throw error
    console.error(`${input}: ${error.message}`)
    process.exit(1)
  }
}
