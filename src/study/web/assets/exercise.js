"use strict";
// The exercise page's script (src/study/web/exercise.rs). The server makes each exercise
// again from its series (problem, seed, count, index) and checks each answer; this script
// keeps the student's place and score in localStorage, per problem, and puts the server's
// answers in place. Its words come from the page or from the server.

(() => {
  const page = document.body;
  const problem = page.dataset.exercise;
  if (!problem) return;
  const $ = (id) => document.getElementById(id);
  const key = "grundy-exercise-" + problem;

  // The state kept: the series, the place in it, the hints asked for the current exercise,
  // whether it was answered (and its verdict), and the results so far.
  function fresh(seed, count) {
    return { seed, count, index: 0, hints: 0, answered: null, results: [] };
  }
  function randomSeed() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0];
  }
  function load() {
    try {
      const s = JSON.parse(localStorage.getItem(key));
      if (s && Number.isSafeInteger(s.seed) && Number.isInteger(s.count)) return s;
    } catch (e) {
      // A damaged entry: start afresh.
    }
    return fresh(randomSeed(), Number(page.dataset.count));
  }
  let state = load();
  const save = () => localStorage.setItem(key, JSON.stringify(state));

  function tally() {
    const n = (r) => state.results.filter((x) => x === r).length;
    $("ex-tally").textContent = page.dataset.score
      .replace("{first}", n("first"))
      .replace("{hints}", n("hints"))
      .replace("{wrong}", n("wrong"))
      .replace("{count}", state.count);
    $("ex-seed").value = String(state.seed);
    $("ex-count").value = String(state.count);
  }

  // One request for the current exercise (with `answer`, an answer to check).
  async function ask(answer) {
    $("ex-error").textContent = "";
    const body = {
      problem,
      seed: state.seed,
      count: state.count,
      index: state.index,
      hints: state.hints,
    };
    if (answer !== undefined) body.answer = answer;
    let r;
    try {
      r = await fetch("/api/exercise", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch (e) {
      $("ex-error").textContent = String(e);
      return null;
    }
    const a = await r.json();
    if (!r.ok) {
      $("ex-error").textContent = a.error;
      return null;
    }
    return a;
  }

  function show(a) {
    $("ex-head").textContent = a.head;
    $("ex-position").textContent = a.position;
    // A target that had the focus hands it to the target in its place in the new picture.
    const targets = () => [...$("ex-picture").querySelectorAll(".target")];
    const focused = targets().indexOf(document.activeElement);
    $("ex-picture").innerHTML = a.picture;
    $("ex-hover").textContent = "";
    corner = null;
    const now = targets();
    if (focused >= 0 && now.length > 0) now[Math.min(focused, now.length - 1)].focus();
    scrollable();
    $("ex-help").textContent = a.help;
    $("ex-hints").replaceChildren(
      ...a.hints.map((h) => {
        const li = document.createElement("li");
        li.textContent = h;
        return li;
      }),
    );
    const answered = state.answered !== null;
    $("ex-verdict").textContent = answered ? state.answered.says : "";
    $("ex-verdict").dataset.right = answered ? String(state.answered.right) : "";
    $("ex-next").hidden = !answered || state.index + 1 >= state.count;
    $("ex-done").hidden = !(answered && state.index + 1 >= state.count);
    for (const b of ["ex-send", "ex-none", "ex-hint", "ex-answer"]) $(b).disabled = answered;
    $("ex-hint").disabled = answered || state.hints >= 3;
    page.dataset.index = String(state.index);
    page.dataset.answered = String(answered);
    tally();
  }

  async function refresh() {
    const a = await ask();
    if (a) show(a);
  }

  async function answer(text) {
    if (state.answered !== null) return;
    const a = await ask(text);
    if (!a || !a.verdict) return;
    state.answered = a.verdict;
    state.results[state.index] = a.verdict.right ? (state.hints === 0 ? "first" : "hints") : "wrong";
    save();
    $("ex-answer").value = "";
    show(a);
  }

  $("ex-form").addEventListener("submit", (e) => {
    e.preventDefault();
    answer($("ex-answer").value);
  });
  $("ex-none").addEventListener("click", () => answer("none"));
  $("ex-hint").addEventListener("click", () => {
    if (state.hints < 3) state.hints += 1;
    save();
    refresh();
  });
  $("ex-next").addEventListener("click", () => {
    state.index += 1;
    state.hints = 0;
    state.answered = null;
    save();
    refresh();
  });
  $("ex-new").addEventListener("submit", (e) => {
    e.preventDefault();
    const seed = Number($("ex-seed").value);
    const count = Number($("ex-count").value);
    const most = Number(page.dataset.most);
    state = fresh(
      Number.isSafeInteger(seed) && seed >= 0 ? seed : randomSeed(),
      Number.isInteger(count) && count >= 1 && count <= most ? count : Number(page.dataset.count),
    );
    save();
    refresh();
  });

  // A click on the picture answers with its move, as on the problem's page: a move, a
  // heap's bar (the depth of the click is the take), coins gathered into the answer box, or
  // a corner and then the opposite one. The keyboard and the words on hover and focus are
  // the problem's page's (desk.js's `pictureKeys`): Enter or Space clicks the target with
  // the focus, a tall heap's bar is a slider whose take Enter answers with.
  let corner = null;
  const scrollable = pictureKeys($("ex-picture"), $("ex-hover"), (move) => answer(move));
  $("ex-picture").addEventListener("click", (e) => {
    const svg = $("ex-picture").querySelector("svg");
    const t = e.target.closest(".target");
    if (!svg || !t || state.answered !== null) return;
    const pick = svg.dataset.pick;
    if (pick === "move" && t.dataset.takes) {
      const box = t.getBoundingClientRect();
      const size = Number(t.dataset.size);
      const depth = ((e.clientY - box.top) / box.height) * size;
      const takes = t.dataset.takes === "set"
        ? svg.dataset.set.split(",").map(Number).filter((s) => s <= size)
        : [Math.min(size, Math.max(1, Math.ceil(depth)))];
      const take = takes.reduce((a, b) => (Math.abs(b - depth) < Math.abs(a - depth) ? b : a));
      answer(`${t.dataset.heap} ${take}`);
    } else if (pick === "move") {
      answer(t.dataset.move);
    } else if (pick === "coins") {
      const words = $("ex-answer").value.split(svg.dataset.join).map((w) => w.trim()).filter(Boolean);
      const at = words.indexOf(t.dataset.coin);
      if (at >= 0) words.splice(at, 1);
      else words.push(t.dataset.coin);
      t.classList.toggle("picked", at < 0);
      t.setAttribute("aria-pressed", String(at < 0));
      $("ex-answer").value = words.join(svg.dataset.join);
    } else if (pick === "pair") {
      if (corner === null) {
        corner = t.dataset.coin;
        t.classList.add("picked");
        t.setAttribute("aria-pressed", "true");
      } else {
        const move = corner + svg.dataset.join + t.dataset.coin;
        corner = null;
        answer(move);
      }
    }
  });

  save();
  refresh();
})();
