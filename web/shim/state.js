// What an applier keeps, field by field: one object, made here and passed as `state` to the functions of
// the applier's modules, so that none of them keeps anything of its own; and the records it keeps, a
// template and a template's shape, each made where it is used.
//
// In the page's copy the state's fields are variables of one closure (scripts/close-over-state.cjs), and
// the minifier renames the fields of the records throughout, as it renames local variables
// (scripts/build-page.py reads their names here: the state's each on a line of its own, four spaces in,
// the records' after `@property`). A field takes no name that code outside the shim reads: the build
// refuses one of SHIM_PUBLIC_NAMES.

import { ELEMENT } from './shadow.js'

// On a node that forwards events, its id.
export const NODE_ID = Symbol('vdom.id')

export function createState(container, dispatch, report) {
  const state = {
    container,
    doc: container.ownerDocument,
    // dispatch(id, eventNameID, event) runs the handler and answers its flags; report(kind, message).
    dispatch,
    report,
    // A string may start with U+FEFF like any other character.
    decoder: new TextDecoder('utf-8', { ignoreBOM: true }),
    // The page's nodes by id (the node table); 0 is the container.
    nodeTable: [container],
    // The name of each id, the ids by name, and by name id whether the name holds a URL (URL_NAMES).
    nameOf: [''],
    nameIDs: new Map(),
    urlNames: [false],
    // Event name → name id, for the event types the container listens for, and its one listener.
    eventIDs: new Map(),
    onEvent: null,
    // On a node, the name ids of the events it forwards, in the order added; one key per applier, so an app
    // mounted inside another app's node does not see the other's records. A list is never changed in place:
    // the nodes that forward one event alone share one list per event (a row's links, a thousand times).
    LISTENS: Symbol('vdom.listens'),
    single: [], // by name id
    // By id: the frame stamp of the nodes created by the frame being checked, minus it for those it released.
    seen: new Int32Array(64),
    stamp: 0,
    highest: 0, // the highest id the frame being checked creates
    // The shadow of the tree (shadow.js), eight words an id.
    shadow: new Int32Array(8 * 64),
    // What the frame being checked changed: the nodes that were there before it as they were (six words
    // each), and the runs of ids it releases (op word, first, end).
    undo: [],
    runs: [],
    // Moves on (down) whenever a node may have left the document, so what `inside` found out stays true.
    joined: 0,
    // The templates' shapes (`Shape`), by number, and those the frame being checked defines.
    shapes: [null],
    newShapes: [],
    // The templates (`Template`), by number from 1.
    templates: [null],
    // By id: for a numbered node of a copy not yet reached (templates.js), the id of the copy's root; else 0.
    unreached: new Int32Array(64),
    // On the root of a copy whose other nodes are not reached yet: its operands (the template's number,
    // then its ids in document order); null once they are reached.
    COPY: Symbol('vdom.copy'),
    lastAtDepth: [], // while reaching a copy: the node last reached at each depth
    // The element being filled out of the document (`canTakeOut`), and where it goes back. Not a closure
    // made per frame: optimised code that called one would be thrown away when the next frame made another.
    // (No frame is applied inside another while one is filled: only creations, inserts and writes to new
    // nodes, none of which fires an event, keep it out.)
    filling: null,
    fillingParent: null,
    fillingNext: null,
    applying: false, // inside the operations of a frame (not its method calls)
    caused: [], // events the DOM fired meanwhile, each with its name id and path
    methods: [], // calls deferred to the end of the frame, when the nodes are in the document
    // Nodes something other than this applier added (foreign.js), and the mutation observer that sees them.
    foreign: new WeakSet(),
    observer: null,
  }
  state.shadow[0] = ELEMENT
  state.shadow[1] = -1
  return state
}

/**
 * A template (templates.js), made by `define`.
 * @typedef {object} Template
 * @property {Node} kept a copy of the subtree that defined it, which each copy clones
 * @property {number} nodeCount its nodes
 * @property {Array} listenAt by position in document order, the event list of each node
 * @property {number[]} depths by position, each node's depth
 * @property {number[]} texts the positions of its text nodes
 * @property {Text[]} textNodes its text nodes, in the kept copy
 * @property {string[]} original their own texts
 * @property {string[]} current the texts the kept copy has now
 * @property {string[]} wanted the texts the next copy wants
 * @property {boolean} reached whether a copy's nodes were reached (numbered) yet
 */

/**
 * The shape of a template, for the check (check.js): each node's kind and its parent's position, in
 * document order.
 * @typedef {object} Shape
 * @property {number[]} kinds
 * @property {number[]} ups
 */
