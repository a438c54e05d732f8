// The frame format as the shim reads it (docs/patch-format.md, part 2): the header, the opcodes, the kinds
// of their operands and the operations' names. Sources/VDOM/Patch/Opcode.swift is the format's one table:
// a Swift test (WireFormatTests) holds the header, the opcode constants, OPERANDS, KIND_LETTERS and
// OPCODE_NAMES to it.

export const MAGIC = 0x31464456 // "VDF1"
export const HEADER_WORDS = 8

// Operands per opcode, for the check: one letter for each operand's kind, as the format document has them
// (c a node this operation creates, N a name, s a string…).
export const OPERANDS = [
  '', 'cNM', 'cs', 'cs', 'nEp', 'nEp', 'n', 'nn', 'E', 'xs', 'eNsM', 'eNM', 'es', 'eNs', 'eNf', 'eNww', 'eN',
  'eNsf', 'eN', 'eN', 'eN', 'es', 'eN', 'rk', 'Tez', 't',
]
// The same as small integers in one flat table, so the check of an operation is integer work only: the
// kinds of opcode o's operands are KINDS[START[o]] up to KINDS[START[o + 1]].
export const KIND_LETTERS = 'cneExpNMsfwrkTzt'
export const START = new Uint8Array(OPERANDS.length + 1)
export const KINDS = new Uint8Array(OPERANDS.join('').length)
OPERANDS.forEach((letters, opcode) => {
  START[opcode + 1] = START[opcode] + letters.length
  for (let k = 0; k < letters.length; k++) KINDS[START[opcode] + k] = KIND_LETTERS.indexOf(letters[k])
})
export const OPCODE_NAMES = [
  '', 'createElement', 'createText', 'createComment', 'insert', 'move', 'remove', 'replace', 'clear',
  'setText', 'setAttribute', 'removeAttribute', 'setClass', 'setProperty', 'setProperty', 'setProperty',
  'removeProperty', 'setStyle', 'removeStyle', 'addListener', 'removeListener', 'setInnerHTML', 'callMethod',
  'release', 'defineTemplate', 'copyTemplate',
]

// The opcodes, and the kinds of operands as KIND_LETTERS numbers them. Only function expressions read
// them, never a function declaration, so that the minifier writes the numbers in their place: it keeps any
// constant a function declaration reads, as the function might run before the constant is set.
export const CREATE_ELEMENT = 1, CREATE_TEXT = 2, CREATE_COMMENT = 3, INSERT = 4, MOVE = 5, REMOVE = 6, REPLACE = 7,
  CLEAR = 8, SET_TEXT = 9, SET_ATTRIBUTE = 10, REMOVE_ATTRIBUTE = 11, SET_CLASS = 12, SET_STRING_PROPERTY = 13,
  SET_BOOL_PROPERTY = 14, SET_NUMBER_PROPERTY = 15, REMOVE_PROPERTY = 16, SET_STYLE = 17, REMOVE_STYLE = 18,
  ADD_LISTENER = 19, REMOVE_LISTENER = 20, SET_INNER_HTML = 21, CALL_METHOD = 22, RELEASE = 23,
  DEFINE_TEMPLATE = 24, COPY_TEMPLATE = 25
export const CREATED = 0, NODE = 1, ELEMENT_NODE = 2, PARENT = 3, CHARACTERS = 4, BEFORE = 5, NAME = 6, NAME_OR_0 = 7,
  STRING = 8, FLAG = 9, WORD = 10, FIRST = 11, COUNT = 12, NEW_TEMPLATE = 13, SIZE = 14, TEMPLATE = 15

/** A frame the applier refused; `offset` is the byte offset of the problem. The DOM is untouched. */
export class FrameError extends Error {
  constructor(offset, problem) {
    super(`malformed frame at byte ${offset}: ${problem}`)
    this.name = 'FrameError'
    this.offset = offset
  }
}
