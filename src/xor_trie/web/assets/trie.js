"use strict";
// The trie as SVG, drawn the same on the board and on each seat's phone: the nodes in use,
// every sequence's path (the public one first), a block on each 1, the death markers.
// The board draws it 1000 wide; a phone narrower (`width`), with its own path and the
// markers on it picked out (`me`), and, while a preview is looked at, where the card
// would take a sequence (`ghost`).

const SVG = "http://www.w3.org/2000/svg";
const TOP = 36, STEP = 54, LEFT = 70;

function svg(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// The y of a layer (11 is the root, 1 the lowest).
const y = (layer) => TOP + (11 - layer) * STEP;
const key = (layer, prefix) => layer + ":" + prefix;

// The nodes in use: the paths of the sequences and the way down to each marked node. Only
// these are drawn, leaves spread evenly over `W`, each node above its children's middle,
// 0 before 1.
function layout(paths, markers, W) {
  const children = new Map([[key(11, 0), new Set()]]);
  const add = (layer, prefix) => {
    let l = layer, p = prefix;
    while (l <= 10) {
      const k = key(l, p);
      if (!children.has(k)) children.set(k, new Set());
      const up = l === 10 ? key(11, 0) : key(l + 1, p >> 1);
      if (!children.has(up)) children.set(up, new Set());
      children.get(up).add(k);
      l += 1; p >>= 1;
    }
  };
  for (const s of paths) add(1, s.seq);
  for (const m of markers) add(m.layer, m.prefix);
  const leaves = [];
  const order = (k) => {
    const [l, p] = k.split(":").map(Number);
    const kids = [...children.get(k)].sort((a, b) => Number(a.split(":")[1]) - Number(b.split(":")[1]));
    if (kids.length === 0) leaves.push(k);
    kids.forEach(order);
    return [l, p];
  };
  order(key(11, 0));
  const x = new Map();
  leaves.forEach((k, i) => x.set(k, LEFT + (i + 0.5) * (W - LEFT - 20) / leaves.length));
  const place = (k) => {
    if (x.has(k)) return x.get(k);
    const xs = [...children.get(k)].map(place);
    const v = xs.reduce((a, b) => a + b, 0) / xs.length;
    x.set(k, v);
    return v;
  };
  place(key(11, 0));
  return { children, x };
}

// Draws `game` (its `public`, `seats` [{seat, seq, active}], `markers`, `prizes`) into the
// SVG element `box`. `opts`: `width` (1000 unless given), `me` (a seat number: its path
// drawn over the others, thicker, and the markers it passes picked out), `ghost` ({ target:
// "self"|"public", seq }: that sequence's path drawn dashed, as a preview).
function drawTrie(box, game, opts) {
  const { width = 1000, me = null, ghost = null } = opts || {};
  box.replaceChildren();
  if (!game) return;
  let paths = [{ name: "public", seq: game.public, colour: PUBLIC, active: true }]
    .concat(game.seats.map((s) => ({ name: "seat " + s.seat, seq: s.seq, colour: COLOURS[s.seat - 1], active: s.active, seat: s.seat })));
  // The own path last, on top of the others.
  if (me !== null) paths = paths.filter((p) => p.seat !== me).concat(paths.filter((p) => p.seat === me));
  const shown = ghost ? paths.concat([{ name: "preview", seq: ghost.seq, ghost: true }]) : paths;
  const { children, x } = layout(shown, game.markers, width);
  const won = new Map(game.prizes.map((p) => [p.layer, p.winners]));
  for (let l = 10; l >= 1; l--) {
    box.append(svg("text", { x: 4, y: y(l) + 5, class: "layer" }, SAY.layerShort(l) + (won.has(l) ? " ★" + won.get(l) : "")));
  }
  box.append(svg("text", { x: 4, y: y(11) + 5, class: "layer" }, SAY.root));
  for (const [k, kids] of children) {
    const [l] = k.split(":").map(Number);
    for (const c of kids) {
      box.append(svg("line", { x1: x.get(k), y1: y(l), x2: x.get(c), y2: y(l - 1), class: "edge" }));
    }
  }
  // Each sequence's path, side by side where paths share an edge.
  const mine = me === null ? null : game.seats.find((s) => s.seat === me);
  shown.forEach((s, i) => {
    const dx = s.ghost ? 0 : (i - (paths.length - 1) / 2) * 3;
    let pts = [[x.get(key(11, 0)) + dx, y(11)]];
    for (let l = 10; l >= 1; l--) pts.push([x.get(key(l, s.seq >> (l - 1))) + dx, y(l)]);
    const own = s.seat !== undefined && s.seat === me;
    const colour = s.ghost ? (ghost.target === "public" ? PUBLIC : COLOURS[me - 1]) : s.colour;
    box.append(svg("polyline", {
      points: pts.map((p) => p.join(",")).join(" "),
      class: (s.active || s.ghost ? "path" : "path out") + (own ? " mine" : "") + (s.ghost ? " ghost" : ""),
      stroke: colour,
      "data-seq": s.seq,
      "data-who": s.name,
    }));
    // A block on each 1 of the sequence.
    for (let l = 10; l >= 1; l--) {
      if ((s.seq >> (l - 1)) & 1) {
        const [px, py] = pts[11 - l];
        const r = own ? 7 : 5;
        box.append(svg("rect", { x: px - r, y: py - r, width: 2 * r, height: 2 * r, fill: s.ghost ? "none" : colour, stroke: colour, class: "block" + (s.ghost ? " ghost" : "") }));
      }
    }
  });
  for (const m of game.markers) {
    const cx = x.get(key(m.layer, m.prefix)), cy = y(m.layer);
    // A marker on the seat's own path: on a 1 of its sequence at that node.
    const onMine = mine && ((mine.seq >> (m.layer - 1)) === m.prefix) && (m.prefix & 1) === 1;
    box.append(svg("text", { x: cx - 9, y: cy + 8, class: "marker" + (onMine ? " mine" : ""), "data-node": m.node }, "✕"));
    if (m.count > 1) box.append(svg("text", { x: cx + 10, y: cy - 8, class: "marker-count" }, "×" + m.count));
  }
}
