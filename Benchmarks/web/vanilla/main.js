'use strict';
// The baseline: the benchmark page in plain DOM calls. Rows are cloned from one template, the two
// clickable links are found by one delegated listener on the table body, and every operation touches
// only the nodes it changes.

const adjectives = ['pretty', 'large', 'big', 'small', 'tall', 'short', 'long', 'handsome', 'plain', 'quaint',
  'clean', 'elegant', 'easy', 'angry', 'crazy', 'helpful', 'mushy', 'odd', 'unsightly', 'adorable', 'important',
  'inexpensive', 'cheap', 'expensive', 'fancy'];
const colours = ['red', 'yellow', 'blue', 'green', 'pink', 'brown', 'purple', 'brown', 'white', 'black', 'orange'];
const nouns = ['table', 'chair', 'house', 'bbq', 'desk', 'car', 'pony', 'cookie', 'sandwich', 'burger', 'pizza',
  'mouse', 'keyboard'];

function random(max) {
  return Math.round(Math.random() * 1000) % max;
}

let nextId = 1;

function buildData(count) {
  const data = new Array(count);
  for (let i = 0; i < count; i++) {
    data[i] = {
      id: nextId++,
      label: adjectives[random(25)] + ' ' + colours[random(11)] + ' ' + nouns[random(13)],
    };
  }
  return data;
}

// The row every row is cloned from, built with DOM calls: no HTML string is parsed, so the page needs no
// Trusted Types policy under the server's Content-Security-Policy.
function element(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}
const removeIcon = element('span', 'glyphicon glyphicon-remove remove');
removeIcon.setAttribute('aria-hidden', 'true');
const rowTemplate = element('tr', '',
  element('td', 'col-md-1', ' '),
  element('td', 'col-md-4', element('a', 'lbl', ' ')),
  element('td', 'col-md-1', element('a', 'remove', removeIcon)),
  element('td', 'col-md-6'));

const tbody = document.getElementById('tbody');
const table = tbody.parentNode;

// Parallel arrays: data[i] is shown by rows[i]; labels[i] is that row's label text node.
let data = [];
let rows = [];
let labels = [];
let selectedRow = null;

function createRow(item) {
  const tr = rowTemplate.cloneNode(true);
  const idCell = tr.firstChild;
  const label = idCell.nextSibling.firstChild.firstChild;
  idCell.firstChild.nodeValue = item.id;
  label.nodeValue = item.label;
  tr.rowId = item.id;
  rows.push(tr);
  labels.push(label);
  return tr;
}

function append(items) {
  // Filling a detached body lays the table out once instead of per row.
  const wasEmpty = rows.length === 0;
  if (wasEmpty) tbody.remove();
  for (let i = 0; i < items.length; i++) {
    data.push(items[i]);
    tbody.appendChild(createRow(items[i]));
  }
  if (wasEmpty) table.appendChild(tbody);
}

function clear() {
  data = [];
  rows = [];
  labels = [];
  selectedRow = null;
  tbody.textContent = '';
}

function run(count) {
  clear();
  append(buildData(count));
}

function update() {
  for (let i = 0; i < data.length; i += 10) {
    data[i].label += ' !!!';
    labels[i].nodeValue = data[i].label;
  }
}

function swapRows() {
  if (data.length <= 998) return;
  const a = rows[1];
  const b = rows[998];
  const afterB = b.nextSibling;
  tbody.insertBefore(b, a);
  tbody.insertBefore(a, afterB);
  [data[1], data[998]] = [data[998], data[1]];
  [rows[1], rows[998]] = [rows[998], rows[1]];
  [labels[1], labels[998]] = [labels[998], labels[1]];
}

function indexOf(tr) {
  const id = tr.rowId;
  for (let i = 0; i < data.length; i++) {
    if (data[i].id === id) return i;
  }
  return -1;
}

function select(tr) {
  if (selectedRow) selectedRow.className = '';
  tr.className = 'danger';
  selectedRow = tr;
}

function remove(tr) {
  const index = indexOf(tr);
  if (index < 0) return;
  if (selectedRow === tr) selectedRow = null;
  tr.remove();
  data.splice(index, 1);
  rows.splice(index, 1);
  labels.splice(index, 1);
}

const actions = {
  run: () => run(1000),
  runlots: () => run(10000),
  add: () => append(buildData(1000)),
  update,
  clear,
  swaprows: swapRows,
};

document.getElementById('main').addEventListener('click', (event) => {
  const target = event.target;
  const action = actions[target.id];
  if (action) {
    event.preventDefault();
    action();
    return;
  }
  const link = target.closest('a');
  if (!link || !tbody.contains(link)) return;
  event.preventDefault();
  const tr = link.closest('tr');
  if (link.classList.contains('lbl')) select(tr);
  else if (link.classList.contains('remove')) remove(tr);
});
