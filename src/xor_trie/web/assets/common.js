"use strict";
// What both pages share: a stream of views that reconnects by itself, and small helpers.

// Follows the stream at `url`, calling `show(view)` with each view pushed (not again with
// the same view, which a reconnected stream sends first: a choice half made stays). The
// browser retries a broken stream by itself; a stream it gave up on is opened again here.
function follow(url, show) {
  const banner = document.getElementById("link");
  let source = null;
  let last = null;
  const open = () => {
    source = new EventSource(url);
    source.onopen = () => {
      banner.hidden = true;
      document.body.dataset.connectedAt = String(Date.now());
    };
    source.onmessage = (e) => {
      banner.hidden = true;
      if (e.data === last) return;
      last = e.data;
      const view = JSON.parse(e.data);
      show(view);
      document.body.dataset.version = String(view.version);
      document.body.dataset.updatedAt = String(Date.now());
    };
    source.onerror = () => {
      banner.hidden = false;
      if (source.readyState === EventSource.CLOSED) {
        setTimeout(open, 1000);
      }
    };
  };
  open();
}

// An element `tag` with attributes `attrs` and children (elements or text).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("data-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) e.append(c);
  return e;
}

// The seats' colours, seat 1 first; the public sequence's.
const COLOURS = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45"];
const PUBLIC = "#f0f0f0";

// Ten slots, layer 10 first, lit for each 1 of `bits`: a score or a sequence.
function sliders(bits, colour) {
  const box = el("span", { class: "sliders" });
  for (const b of bits) {
    const s = el("span", { class: b === "1" ? "on" : "off" });
    if (b === "1") s.style.background = colour;
    box.append(s);
  }
  return box;
}
