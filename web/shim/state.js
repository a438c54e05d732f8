// What an applier keeps, field by field: one object, made here and passed as `state` to the functions of
// the applier's modules, so that none of them keeps anything of its own; and the records it keeps, a
// template and a template's shape.
//
// In the page's copy the state's fields are variables of one closure (scripts/close-over-state.cjs), and
// the minifier renames the fields of the records throughout, as it renames local variables
// (scripts/build-page.py reads their names here: each on a line of its own, four spaces in). A field takes
// no name that code outside the shim reads: the build refuses one of SHIM_PUBLIC_NAMES.

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
    // The templates' shapes, by number (`createShape`), and those the frame being checked defines.
    shapes: [null],
    newShapes: [],
    // The templates, by number (from 1; `createTemplate`).
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

// A template (templates.js): a copy of the subtree that defined it and its node count; by position in
// document order, the event lists of its nodes and their depths; its text nodes, their positions, their
// own texts, the texts the kept copy has now and those the next copy wants; whether a copy was reached.
export function createTemplate(kept, nodeCount, listenAt, depths, texts, textNodes, original) {
  return {
    kept,
    nodeCount,
    listenAt,
    depths,
    texts,
    textNodes,
    original,
    current: [...original],
    wanted: [...original],
    reached: false,
  }
}

// The shape of a template, for the check (check.js): each node's kind and its parent's position, in
// document order.
export function createShape(kinds, ups) {
  return {
    kinds,
    ups,
  }
}
