"use strict";
// What both pages share: a stream of views that reconnects by itself, and small helpers.

// How long a page waits before it opens a broken stream again: RECONNECT_MS after the
// first failure, doubling with each failure in a row up to RECONNECT_MAX_MS, and each wait
// drawn at random from half to one and a half times that, so that pages which lost the
// server together (a restart) do not all come back at the same moment. `random` is a
// number from 0 to 1 (Math.random()).
const RECONNECT_MS = 500, RECONNECT_MAX_MS = 4000;
function reconnectDelay(failures, random) {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** failures) * (0.5 + random);
}

// Follows the stream at `url`, calling `show(view)` with each view pushed (not again with
// the same view, which a reconnected stream sends first: a choice half made stays), and
// `onLink(up)` when the page starts or stops following the game (up once a view came on
// the open stream). A broken stream is opened again after reconnectDelay(); a stream a
// newer page replaced (the server allows a few per seat) is not: the page says why.
function follow(url, show, onLink) {
  const banner = document.getElementById("link");
  const reconnecting = banner.textContent;
  let last = null;
  let failures = 0;
  const link = (up, why) => {
    banner.textContent = why || reconnecting;
    banner.hidden = up;
    document.body.dataset.link = up ? "up" : "down";
    if (onLink) onLink(up);
  };
  const open = () => {
    const source = new EventSource(url);
    source.onopen = () => {
      document.body.dataset.connectedAt = String(Date.now());
    };
    source.onmessage = (e) => {
      failures = 0;
      if (e.data !== last) {
        last = e.data;
        const view = JSON.parse(e.data);
        show(view);
        document.body.dataset.version = String(view.version);
        document.body.dataset.updatedAt = String(Date.now());
      }
      link(true);
    };
    source.addEventListener("replaced", (e) => {
      source.close();
      link(false, JSON.parse(e.data).why);
    });
    source.onerror = () => {
      source.close();
      link(false);
      setTimeout(open, reconnectDelay(failures, Math.random()));
      failures += 1;
    };
  };
  document.body.dataset.link = "down";
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
