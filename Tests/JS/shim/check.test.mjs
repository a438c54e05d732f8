// The frame reader and its check (web/shim/check.js): the shared cases of Tests/Frames/validation.json, and
// malformed frames refused at the byte and with the message the test DOM gives, the DOM untouched.

import { compareChildren } from '../dom-compare.mjs'
import { bytes, mount, expectEqual, encodeFrame } from '../suites.mjs'

/**
 * A case of Tests/Frames/validation.json, which the test DOM's tests run too: its frames are applied in
 * order; the last is refused with exactly the offset and message given, changing nothing, or all of them
 * are applied and the container holds the HTML given.
 */
function runCheck({ frames, refused, html }, context) {
  const { container, applier, reports } = mount(context)
  const failures = []
  let names = 0
  const encoded = frames.map((frame) => {
    const bytes = encodeFrame({ ...frame, firstName: names + 1 })
    names += frame.names?.length ?? 0
    return bytes
  })
  try {
    for (const frame of encoded.slice(0, -1)) applier.apply(frame)
  } catch (error) {
    failures.push(`a frame before the last: ${error.message}`)
  }
  const before = container.innerHTML
  try {
    applier.apply(encoded.at(-1))
    if (refused) failures.push('the last frame was applied')
  } catch (error) {
    if (!refused) failures.push(`the last frame: ${error.message}`)
    else expectEqual(failures, [error.name, error.offset, error.message],
      ['FrameError', refused.offset, `malformed frame at byte ${refused.offset}: ${refused.message}`], 'error')
  }
  expectEqual(failures, container.innerHTML, refused ? before : html, 'the container\'s HTML')
  expectEqual(failures, reports, [], 'reports')
  container.remove()
  return failures
}

// Each case corrupts a good frame (the second of a vector, which edits what the first built) near its
// end, so a DOM left untouched proves the whole frame was checked before any of it was applied.
function malformed(corrupt, expectedOffset, expectedMessage, vectorName = '01-create-tree') {
  return (context) => {
    const vector = context.byName[vectorName]
    const { container, applier } = mount(context)
    const failures = []
    applier.apply(bytes(vector.frames[0].bytes))
    const before = container.innerHTML
    const first = container.firstChild
    const frame = bytes(vector.frames[1].bytes)
    const words = new Uint32Array(frame.buffer, 0, frame.length >>> 2)
    const broken = corrupt(frame, words) ?? frame
    try {
      applier.apply(broken)
      failures.push('the frame was applied')
    } catch (error) {
      expectEqual(failures, error.name, 'FrameError', 'error')
      expectEqual(failures, error.offset, expectedOffset, 'offset')
      expectEqual(failures, error.message, `malformed frame at byte ${expectedOffset}: ${expectedMessage}`, 'message')
    }
    expectEqual(failures, container.innerHTML, before, 'DOM after the refused frame')
    if (container.firstChild !== first) failures.push('the root node was replaced')
    try {
      applier.apply(bytes(vector.frames[1].bytes))
      expectEqual(failures, compareChildren(container, vector.frames[1].dom, applier.listensFor), [], 'the intact frame afterwards')
    } catch (error) {
      failures.push(`the intact frame afterwards: ${error.message}`)
    }
    container.remove()
    return failures
  }
}

// The second frame of 01-create-tree is 245 bytes, capacity 12: 34 words of operations from word 8, one
// new name (word 42; the page holds five), seven string lengths (words 43-49), 45 bytes of text from byte
// 200. Words 22-25 are `createElement #10 <li>`, words 33-36 `insert #10 into #5 before #6`, and the last
// operation, words 37-41, is `setAttribute #5 data-count="3"`: opcode, node, name id 6, string 6, no
// namespace.
const malformedFrameTests = {
  // The second frame of 16-templates (capacity 41) starts with `copyTemplate 2 as #31 - #32 - #33 #34 #35
  // - - - -` (words 8-20): nodes 0, 2, 4, 5 and 6 numbered, node 4 (a link) and node 6 (a cell) forwarding
  // events. The page holds templates 1 and 2. A third template would be number 3.
  'malformed: a copy of a template not defined': malformed((_, w) => { w[9] = 3 }, 36,
    'copyTemplate copies template 3, which is not defined', '16-templates'),

  'malformed: a copy of template 0': malformed((_, w) => { w[9] = 0 }, 36,
    'copyTemplate copies template 0, which is not defined', '16-templates'),

  'malformed: a copy node at the capacity': malformed((_, w) => { w[20] = 41 }, 80,
    'copyTemplate creates node #41, outside 1..40', '16-templates'),

  'malformed: a copy whose root has no id': malformed((_, w) => { w[10] = 0 }, 40,
    'copyTemplate creates node #0, outside 1..40', '16-templates'),

  'malformed: a copy cut off': malformed((_, w) => { w[2] = 10; w[5] += 49 }, 32,
    'copyTemplate is cut off', '16-templates'),

  'malformed: a template defined out of order': malformed((_, w) => { w[8] = 24; w[9] = 4; w[10] = 4; w[11] = 2 }, 36,
    'defineTemplate defines template 4, the next template is 3', '16-templates'),

  'malformed: shorter than the header': malformed((frame) => frame.slice(0, 28), 0,
    'the header takes 32 bytes, the frame has 28'),

  'malformed: not a frame': malformed((_, w) => { w[0] = 0 }, 0,
    'the first word is 0, not "VDF1"'),

  'malformed: truncated frame': malformed((frame) => frame.slice(0, 242), 4, 'the frame says 245 bytes, 242 arrived'),

  'malformed: sections that do not add up': malformed((_, w) => { w[6] += 1 }, 4,
    'the sections add up to 246 bytes, the header says 245'),

  'malformed: names out of step': malformed((_, w) => { w[3] = 1 }, 12, 'new names start at id 1, the page has 5 names'),

  'malformed: node capacity past the limit': malformed((_, w) => { w[7] = 2 ** 24 + 1 }, 28,
    'node capacity 16777217 is beyond the limit of 16777216'),

  'malformed: unknown opcode': malformed((_, w) => { w[37] = 99 }, 148, 'unknown opcode 99'),

  'malformed: opcode 0': malformed((_, w) => { w[37] = 0 }, 148, 'unknown opcode 0'),

  'malformed: operation cut off': malformed((_, w) => { w[2] -= 1; w[5] += 1 }, 148,
    'setAttribute is cut off'),

  'malformed: number cut off after its first word': malformed((_, w) => { w[37] = 15; w[2] -= 1; w[5] += 1 }, 148,
    'setProperty is cut off'),

  'malformed: created node at the capacity': malformed((_, w) => { w[23] = 12 }, 92,
    'createElement creates node #12, outside 1..11'),

  'malformed: created node #0': malformed((_, w) => { w[23] = 0 }, 92, 'createElement creates node #0, outside 1..11'),

  'malformed: node id out of range': malformed((_, w) => { w[38] = 5000 }, 152,
    'setAttribute names node #5000, outside 0..11'),

  'malformed: node that does not exist': malformed((_, w) => { w[7] = 20; w[38] = 15 }, 152,
    'setAttribute names node #15, which does not exist'),

  'malformed: parent that does not exist': malformed((_, w) => { w[7] = 20; w[35] = 15 }, 140,
    'insert names node #15, which does not exist'),

  'malformed: the container as a target': malformed((_, w) => { w[38] = 0 }, 152,
    'setAttribute cannot change the container #0'),

  'malformed: name id out of range': malformed((_, w) => { w[39] = 40 }, 156, 'setAttribute uses name id 40, outside 1..6'),

  'malformed: name id 0 where a name is required': malformed((_, w) => { w[39] = 0 }, 156,
    'setAttribute uses name id 0, outside 1..6'),

  'malformed: namespace name out of range': malformed((_, w) => { w[41] = 7 }, 164, 'setAttribute uses name id 7, outside 1..6'),

  'malformed: string index out of range': malformed((_, w) => { w[40] = 7 }, 160, 'setAttribute uses string 7, the frame has 7'),

  'malformed: flag other than 0 or 1': malformed((_, w) => { w[37] = 17; w[41] = 2 }, 164, 'setStyle has flag 2, not 0 or 1'),

  'malformed: new name with a string out of range': malformed((_, w) => { w[42] = 7 }, 168,
    'new name 6 uses string 7, the frame has 7'),

  'malformed: truncated string': malformed((_, w) => { w[49] += 1 }, 196,
    'string 6 runs past the end of the text'),

  'malformed: text no string uses': malformed((_, w) => { w[49] -= 1 }, 200, 'the text holds 1 code units no string uses'),

  // The second frame of 13-released is `remove #7` then `release #7-#10` (words 10-12; capacity 15).
  'malformed: release past the node capacity': malformed((_, w) => { w[12] = 1000 }, 48,
    'release forgets 1000 nodes from #7, outside 1..14', '13-released'),

  'malformed: release of no nodes': malformed((_, w) => { w[12] = 0 }, 48,
    'release forgets 0 nodes from #7, outside 1..14', '13-released'),

  'malformed: release of the container': malformed((_, w) => { w[11] = 0 }, 44,
    'release cannot forget the container #0', '13-released'),
}

// Each case of Tests/Frames/validation.json is a test of its own, then the malformed frames.
export const tests = async (context) => ({
  ...Object.fromEntries((await context.loadChecks()).map((check) => [`check: ${check.name}`, () => runCheck(check, context)])),
  ...malformedFrameTests,
})
