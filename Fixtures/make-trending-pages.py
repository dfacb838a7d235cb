#!/usr/bin/env python3
"""Generate the trending-page fixtures under Fixtures/trending-page/.

Deterministic (no clock, no network, python3 standard library only). Run from anywhere:

    python3 Fixtures/make-trending-pages.py

GitHub's trending pages are HTML with no API. These pages reproduce the markup of
three generations of https://github.com/trending and two of /trending/developers
(tags, nesting, class names, attributes, octicons, the chrome around the rows),
modelled on real captured pages named in Fixtures/README.md. Every owner, repo,
login, name, description and number here is made up for this project; no captured
text is copied.
"""

import html
from pathlib import Path

OUT = Path(__file__).resolve().parent / "trending-page"

STAR_PATH_2019 = 'M14 6l-4.9-.64L7 1 4.9 5.36 0 6l3.6 3.26L2.67 14 7 11.67 11.33 14l-.93-4.74L14 6z'
STAR_PATH_2026 = ('M8 .25a.75.75 0 0 1 .673.418l1.882 3.815 4.21.612a.75.75 0 0 1 .416 1.279l-3.046 2.97.719 '
                  '4.192a.751.751 0 0 1-1.088.791L8 12.347l-3.766 1.98a.75.75 0 0 1-1.088-.79l.72-4.194L.818 '
                  '6.374a.75.75 0 0 1 .416-1.28l4.21-.611L7.327.668A.75.75 0 0 1 8 .25Z')
FORK_PATH = 'M5 5.372v.878c0 .414.336.75.75.75h4.5a.75.75 0 0 0 .75-.75v-.878a2.25 2.25 0 1 1 1.5 0Z'
REPO_PATH = 'M2 2.5A2.5 2.5 0 0 1 4.5 0h8.75a.75.75 0 0 1 .75.75v12.5a.75.75 0 0 1-.75.75h-2.5Z'


def hydro(payload, page="TRENDING_REPOSITORIES_PAGE", url="https://github.com/trending"):
    """A data-hydro-click attribute value as GitHub writes it: JSON, entity-escaped."""
    items = ",".join(f'"{k}":{v}' for k, v in payload)
    body = ('{"event_type":"explore.click","payload":{"click_context":"%s",%s,'
            '"originating_url":"%s","user_id":null}}' % (page, items, url))
    return html.escape(body, quote=True)


# --------------------------------------------------------------------------
# Rows (made up). Descriptions are raw text; the writer escapes them as GitHub
# does (&amp; &lt; &gt; &quot; &#39;), so the reader must decode them.
# --------------------------------------------------------------------------

REPOS = [
    # owner, name, description, language, colour, stars, forks, period stars, built by
    ("lumen-labs", "quill", "A fast, embeddable notes engine & sync protocol for <local-first> apps", "Rust", "#dea584", 48231, 2104, 1601, ["ada-k", "m-ortiz"]),
    ("orbitfox", "skyline-ui", "Skyline: a \"batteries-included\" component kit — it's themeable", "TypeScript", "#3178c6", 12905, 887, 934, ["orbitfox"]),
    ("quietbyte", "dotfiles.d", None, "Shell", "#89e051", 3110, 201, 512, []),
    ("hanami-works", "kumo", "軽量な分散キャッシュ 🚀 lightweight distributed cache", "Go", "#00ADD8", 7788, 340, 488, ["tkd", "yui-s"]),
    ("data-wrangler", "tabula-rasa", "Clean tabular data without writing code", None, None, 955, 12, 301, ["d-w"]),
    ("north-sea", "pelican", "Static site generator for the terminal age", "Python", "#3572A5", 1_204_567, 45_001, 250, ["ns-bot", "gull"]),
    ("x1", "a", "Single-letter names are valid names", "C", "#555555", 1, 0, 1, []),
    ("mint-org", "C-sharp.tools", "Refactorings for C# &amp; F# projects", "C#", "#178600", 6020, 410, 199, ["mint"]),
    ("pixelpond", "frog", "A tiny image diff tool", "C++", "#f34b7d", 2400, 97, 150, ["pp"]),
    ("lattice-dev", "mesh", "Service mesh for hobbyists", "Go", "#00ADD8", 8800, 600, 120, ["lat"]),
]


def rows_for(count):
    """REPOS, padded with plain made-up rows to `count`, with falling period stars."""
    rows = list(REPOS)
    n = 0
    while len(rows) < count:
        n += 1
        rows.append((f"maker{n:02d}", f"project-{n:02d}", f"Made-up project number {n}", "JavaScript", "#f1e05a",
                     500 + 37 * n, 10 + n, max(5, 110 - 4 * n), [f"maker{n:02d}"]))
    return rows[:count]


def grouped(number):
    return f"{number:,}"


def head(title, generation):
    script = ('{"props":{"rows":"<article class=\\"Box-row\\"><h2><a href=\\"/evil/row\\">evil / row</a></h2>'
              '<a href=\\"/evil/row/stargazers\\">9</a></article>"}}')
    return f"""<!DOCTYPE html>
<html lang="en" data-color-mode="auto">
  <head>
    <meta charset="utf-8">
    <link rel="dns-prefetch" href="https://github.githubassets.com">
    <link crossorigin="anonymous" media="all" rel="stylesheet" href="https://github.githubassets.com/assets/{generation}.css" />
    <script crossorigin="anonymous" defer="defer" type="application/javascript" src="https://github.githubassets.com/assets/{generation}.js"></script>
    <title>{title}</title>
    <meta name="description" content="GitHub is where people build software.">
    <meta name="hostname" content="github.com">
    <script type="application/json" id="client-env">{script}</script>
  </head>
  <body class="logged-out env-production page-responsive">
    <div class="position-relative js-header-wrapper ">
      <a href="#start-of-content" class="px-2 py-4 color-bg-accent-emphasis color-fg-on-emphasis show-on-focus js-skip-to-content">Skip to content</a>
      <header class="Header-old header-logged-out js-details-container Details position-relative f4 py-2" role="banner">
        <a class="mr-lg-3 color-fg-inherit flex-order-2" href="https://github.com/" aria-label="Homepage">
          <svg height="32" aria-hidden="true" viewBox="0 0 16 16" version="1.1" width="32" class="octicon octicon-mark-github"><path d="M8 0c4.42 0 8 3.58 8 8Z"></path></svg>
        </a>
        <nav aria-label="Global">
          <ul class="list-style-none d-flex flex-column flex-lg-row">
            <li class="HeaderMenu-item position-relative flex-wrap flex-justify-between flex-items-center d-block d-lg-flex flex-lg-nowrap flex-lg-items-center js-details-container js-header-menu-item">
              <button type="button" class="HeaderMenu-link border-0 width-full width-lg-auto px-0 px-lg-2 py-lg-2 no-wrap d-flex flex-items-center flex-justify-between js-details-target" aria-expanded="false">Product</button>
              <div class="HeaderMenu-dropdown dropdown-menu rounded m-0 p-0 pt-2 pt-lg-4 position-relative position-lg-absolute left-0 left-lg-n3 pb-2 pb-lg-4 d-lg-flex flex-wrap dropdown-menu-wide">
                <div class="HeaderMenu-column px-lg-4 border-lg-right mb-4 mb-lg-0 pr-lg-7">
                  <h4 class="text-gray-light text-normal text-mono f5 mb-2 border-lg-top pt-lg-3">Learn &amp; contribute</h4>
                  <ul class="list-style-none f5">
                    <li><a class="HeaderMenu-dropdown-link d-block no-underline position-relative py-2 Link--secondary" href="/features/actions">Actions</a></li>
                    <li><a class="HeaderMenu-dropdown-link d-block no-underline position-relative py-2 Link--secondary" href="/topics">Topics</a></li>
                    <li><a class="HeaderMenu-dropdown-link d-block no-underline position-relative py-2 Link--secondary" href="/collections">Collections</a></li>
                  </ul>
                </div>
              </div>
            </li>
          </ul>
        </nav>
      </header>
    </div>
    <div id="start-of-content" class="show-on-focus"></div>
    <div class="application-main " data-commit-hovercards-enabled>
      <main>
"""


def select_menus(path):
    langs = [("C++", "c++"), ("C#", "c%23"), ("F#", "f%23"), ("Visual Basic .NET", "visual-basic-.net"), ("Ren'Py", "ren&#39;py")]
    items = "\n".join(
        f'''          <a class="select-menu-item" href="{path}/{slug}?since=daily" role="menuitemradio" aria-checked="false" data-pjax="">
            <span class="select-menu-item-text" data-menu-button-text="">{html.escape(name)}</span>
          </a>''' for name, slug in langs)
    spoken = "\n".join(
        f'''          <a class="select-menu-item" href="{path}?spoken_language_code={code}" role="menuitemradio" aria-checked="false">
            <span class="select-menu-item-text">{name}</span>
          </a>''' for code, name in [("en", "English"), ("zh", "Chinese"), ("es", "Spanish")])
    return f"""        <div class="select-menu-list" data-filter-list>
{spoken}
        </div>
        <div class="select-menu-list" data-filter-list>
{items}
        </div>
"""


def footer():
    return """      </main>
    </div>
    <footer class="footer pt-8 pb-6 f6 color-fg-muted p-responsive" role="contentinfo">
      <h2 class="sr-only">Site-wide Links</h2>
      <div class="d-flex flex-justify-center flex-items-center flex-column-reverse flex-lg-row">
        <h3 class="sr-only" id="sr-footer-heading">Footer navigation</h3>
        <nav aria-labelledby="sr-footer-heading">
          <ul class="list-style-none d-flex flex-wrap col-0 col-lg-2 flex-justify-center">
            <li class="mx-2"><a href="https://docs.github.com/site-policy/github-terms/github-terms-of-service">Terms</a></li>
            <li class="mx-2"><a href="/site/privacy">Privacy</a></li>
          </ul>
        </nav>
        <p class="text-small">&copy; 2026 GitHub, Inc.</p>
      </div>
    </footer>
    <script type="text/javascript">
      if (document.querySelector('<article class="Box-row">')) { window.x = "</div></article>"; }
    </script>
  </body>
</html>
"""


# --------------------------------------------------------------------------
# Repositories, 2018-early 2019: <li> rows, <h3> headings, /network links
# --------------------------------------------------------------------------

def repo_row_2018(row, period_word):
    owner, name, desc, lang, colour, stars, forks, period, built = row
    desc_html = "" if desc is None else f"""
  <div class="py-1">
      <p class="col-9 d-inline-block text-gray m-0 pr-4">
        {html.escape(desc)}
      </p>
  </div>
"""
    lang_html = "" if lang is None else f"""
      <span class="d-inline-block mr-3">
          <span class="repo-language-color ml-0" style="background-color:{colour};"></span>
        <span itemprop="programmingLanguage">
          {html.escape(lang)}
        </span>
      </span>
"""
    builders = "\n".join(
        f'''              <a class="d-inline-block" data-hovercard-user-id="{1000 + i}" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self" href="/{b}"><img class="avatar mb-1" src="https://avatars0.githubusercontent.com/u/{1000 + i}?s=40&amp;v=4" width="20" height="20" alt="@{b}" /></a>'''
        for i, b in enumerate(built))
    return f"""              <li class="col-12 d-block width-full py-4 border-bottom" id="pa-{name}">
  <div class="d-inline-block col-9 mb-1">
    <h3>
      <a href="/{owner}/{name}">
        <span class="text-normal">{owner} / </span>{name}
</a>    </h3>
  </div>

  <div class="float-right">
      <a href="/login?return_to=%2F{owner}%2F{name}"
    class="btn btn-sm  tooltipped tooltipped-n"
    aria-label="You must be signed in to star a repository" rel="nofollow">
    <svg class="octicon octicon-star" viewBox="0 0 14 16" version="1.1" width="14" height="16" aria-hidden="true"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>
    Star
  </a>
  </div>
{desc_html}
  <div class="f6 text-gray mt-2">{lang_html}
      <a class="muted-link d-inline-block mr-3" href="/{owner}/{name}/stargazers">
        <svg aria-label="star" class="octicon octicon-star" viewBox="0 0 14 16" version="1.1" width="14" height="16" role="img"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>
        {grouped(stars)}
      </a>

      <a class="muted-link d-inline-block mr-3" href="/{owner}/{name}/network">
        <svg aria-label="fork" class="octicon octicon-repo-forked" viewBox="0 0 10 16" version="1.1" width="10" height="16" role="img"><path fill-rule="evenodd" d="{FORK_PATH}"/></svg>
        {grouped(forks)}
      </a>

        <span class="d-inline-block mr-3">
          Built by
          <a href="/{owner}/{name}/graphs/contributors" class="no-underline">
{builders}
          </a>
        </span>

      <span class="d-inline-block float-sm-right">
        <svg class="octicon octicon-star" viewBox="0 0 14 16" version="1.1" width="14" height="16" aria-hidden="true"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>
        {grouped(period)} stars {period_word}
      </span>
  </div>
</li>
"""


def repos_2018():
    rows = "".join(repo_row_2018(r, "this week") for r in rows_for(25))
    return (head("Trending repositories on GitHub this week", "frameworks-2018")
            + """      <div class="container-lg p-responsive">
        <nav class="tabnav-tabs" data-pjax>
  <a class="js-selected-navigation-item selected tabnav-tab" data-selected-links="trending_repositories /trending" href="/trending">Repositories</a>
  <a class="js-selected-navigation-item tabnav-tab" data-selected-links="trending_developers /trending/developers" href="/trending/developers">Developers</a>
</nav>
""" + select_menus("/trending") + """        <div class="explore-content">
          <ol class="repo-list">
""" + rows + """          </ol>
        </div>
      </div>
""" + footer())


# --------------------------------------------------------------------------
# Repositories, mid 2019-2020: <article class="Box-row">, <h1 class="h3 lh-condensed">,
# forks at /network/members.NAME
# --------------------------------------------------------------------------

def repo_row_2020(row):
    owner, name, desc, lang, colour, stars, forks, period, built = row
    rid = sum(map(ord, owner + name)) * 7919
    desc_html = "" if desc is None else f"""
    <p class="col-9 text-gray my-1 pr-4">
      {html.escape(desc)}
    </p>
"""
    lang_html = "" if lang is None else f"""
        <span class="d-inline-block ml-0 mr-3">
          <span class="repo-language-color" style="background-color: {colour}"></span>
          <span itemprop="programmingLanguage">{html.escape(lang)}</span>
        </span>
"""
    builders = "\n".join(
        f'''          <a class="d-inline-block" data-hydro-click="{hydro([('click_target', '"CONTRIBUTING_DEVELOPER"'), ('click_visual_representation', '"DEVELOPER_AVATAR"'), ('actor_id', 'null'), ('record_id', 'null')])}" data-hydro-click-hmac="{rid:064x}" data-hovercard-type="user" data-hovercard-url="/users/{b}/hovercard" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self" href="/{b}"><img class="avatar mb-1" src="https://avatars0.githubusercontent.com/u/{2000 + i}?s=40&amp;v=4" width="20" height="20" alt="@{b}" /></a>'''
        for i, b in enumerate(built))
    forks_html = "" if forks == 0 else f"""
      <a class="muted-link d-inline-block mr-3" href="/{owner}/{name}/network/members.{name}">
        <svg height="16" class="octicon octicon-repo-forked" aria-label="fork" viewBox="0 0 10 16" version="1.1" width="10" aria-hidden="true"><path fill-rule="evenodd" d="{FORK_PATH}"/></svg>
        {grouped(forks)}
</a>
"""
    return f"""          <article class="Box-row">
  <div class="float-right">
        <a class="btn btn-sm  tooltipped tooltipped-s" aria-label="You must be signed in to star a repository" rel="nofollow" data-hydro-click="{html.escape('{"event_type":"authentication.click","payload":{"location_in_page":"star button","repository_id":%d,"auth_type":"LOG_IN"}}' % rid, quote=True)}" data-hydro-click-hmac="{rid:064x}" href="/login?return_to=%2F{owner}%2F{name}">
      <svg height="16" class="octicon octicon-star v-align-text-bottom" vertical_align="text_bottom" viewBox="0 0 14 16" version="1.1" width="14" aria-hidden="true"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>

      Star
</a>

  </div>

  <h1 class="h3 lh-condensed">
    <a href="/{owner}/{name}" data-hydro-click="{hydro([('click_target', '"REPOSITORY"'), ('click_visual_representation', '"REPOSITORY_NAME_HEADING"'), ('actor_id', 'null'), ('record_id', str(rid))])}" data-hydro-click-hmac="{rid:064x}">
      <svg height="16" class="octicon octicon-repo mr-1 text-gray" mr="1" color="gray" viewBox="0 0 12 16" version="1.1" width="12" aria-hidden="true"><path fill-rule="evenodd" d="{REPO_PATH}"/></svg>


      <span class="text-normal">
        {owner} /
</span>


      {name}
</a>

  </h1>
{desc_html}
  <div class="f6 text-gray mt-2">
{lang_html}
      <a class="muted-link d-inline-block mr-3" href="/{owner}/{name}/stargazers">
        <svg height="16" class="octicon octicon-star" aria-label="star" viewBox="0 0 14 16" version="1.1" width="14" aria-hidden="true"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>

        {grouped(stars)}
</a>
{forks_html}

      <span class="d-inline-block mr-3">
        Built by

{builders}
</span>


      <span class="d-inline-block float-sm-right">
        <svg height="16" class="octicon octicon-star" viewBox="0 0 14 16" version="1.1" width="14" aria-hidden="true"><path fill-rule="evenodd" d="{STAR_PATH_2019}"/></svg>

        {grouped(period)} stars today
</span>

  </div>
</article>
"""


def repos_2020():
    rows = "".join(repo_row_2020(r) for r in rows_for(25))
    return (head("Trending  repositories on GitHub today · GitHub", "frameworks-2020")
            + """    <div class="border-bottom border-gray-light py-6 text-center">
      <h1 class="f0-light">Trending</h1>
      <p class="lead text-gray">See what the GitHub community is most excited about today.</p>
    </div>
    <div class="position-relative container-lg p-responsive pt-6">
      <div class="Box">
        <div class="Box-header d-md-flex flex-items-center flex-justify-between">
""" + select_menus("/trending") + """        </div>
        <div>
""" + rows + """        </div>
      </div>
    </div>
""" + footer())


# --------------------------------------------------------------------------
# Repositories, 2021 on (as captured in 2026): <h2 class="h3 lh-condensed">, /forks,
# sponsor buttons, Primer view components
# --------------------------------------------------------------------------

def repo_row_2026(row, period_word="today"):
    owner, name, desc, lang, colour, stars, forks, period, built = row
    rid = sum(map(ord, owner + name)) * 104729
    url = "https://github.com/trending?since=daily"
    sponsor = "" if not built else f"""      <a href="/sponsors/{built[0]}" aria-label="Sponsor @{built[0]}" data-hydro-click="{html.escape('{"event_type":"sponsors.button_click","payload":{"button":"TRENDING_REPO_SPONSOR","sponsorable_login":"%s","originating_url":"%s","user_id":null}}' % (built[0], url), quote=True)}" data-hydro-click-hmac="{rid:064x}" data-view-component="true" class="Button--secondary Button--small Button mr-2 tmp-mr-2">  <span class="Button-content">
    <span class="Button-label"><svg aria-hidden="true" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-heart icon-sponsor mr-0 tmp-mr-0 mr-md-1 tmp-mr-md-1 v-align-middle color-fg-sponsors anim-pulse-in">
    <path d="m8 14.25.345.666a.75.75 0 0 1-.69 0Z"></path>
</svg>
    <span class="d-none d-md-inline v-align-middle" >
      Sponsor
    </span></span>
  </span>
</a>
"""
    # A description given as RAW: goes into the page as it is (hostile pages write their own entities).
    desc_text = None if desc is None else (desc[4:] if desc.startswith("RAW:") else html.escape(desc))
    desc_html = "" if desc is None else f"""
    <p class="col-9 color-fg-muted my-1 tmp-pr-4">
      {desc_text}
    </p>
"""
    lang_html = "" if lang is None else f"""      <span class="tmp-mr-3 d-inline-block ml-0 tmp-ml-0">
  <span class="repo-language-color" style="background-color: {colour}"></span>
  <span itemprop="programmingLanguage">{html.escape(lang)}</span>
</span>
"""
    builders = "\n".join(
        f'''          <a class="d-inline-block" data-hydro-click="{hydro([('click_target', '"CONTRIBUTING_DEVELOPER"'), ('click_visual_representation', '"DEVELOPER_AVATAR"'), ('actor_id', 'null'), ('record_id', 'null')])}" data-hydro-click-hmac="{rid:064x}" data-hovercard-type="user" data-hovercard-url="/users/{b}/hovercard" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self" href="/{b}"><img class="avatar mb-1 avatar-user" src="https://avatars.githubusercontent.com/u/{3000 + i}?s=40&amp;v=4" width="20" height="20" alt="@{b}" /></a>'''
        for i, b in enumerate(built))
    return f"""<article class="Box-row">
  <div class="float-right d-flex">
{sponsor}

      <div data-view-component="true" class="BtnGroup d-flex">
        <a href="/login?return_to=%2F{owner}%2F{name}" rel="nofollow" data-hydro-click="{html.escape('{"event_type":"authentication.click","payload":{"location_in_page":"star button","repository_id":%d,"auth_type":"LOG_IN","originating_url":"%s","user_id":null}}' % (rid, url), quote=True)}" data-hydro-click-hmac="{rid:064x}" aria-label="You must be signed in to star a repository" data-view-component="true" class="tooltipped tooltipped-sw btn-sm btn">    <svg aria-hidden="true" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-star v-align-text-bottom d-none d-md-inline-block mr-2 tmp-mr-2">
    <path d="{STAR_PATH_2026}"></path>
</svg>
        <span data-view-component="true" class="d-none d-md-inline">
          Star
</span>
</a></div>
  </div>

  <h2 class="h3 lh-condensed">
    <a data-hydro-click="{hydro([('click_target', '"REPOSITORY"'), ('click_visual_representation', '"REPOSITORY_NAME_HEADING"'), ('actor_id', 'null'), ('record_id', str(rid))], url=url)}" data-hydro-click-hmac="{rid:064x}" href="/{owner}/{name}" data-view-component="true" class="Link"><svg aria-hidden="true" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-repo mr-1 tmp-mr-1 color-fg-muted">
    <path d="{REPO_PATH}"></path>
</svg>

      <span data-view-component="true" class="text-normal">
        {owner} /
</span>
      {name}</a>  </h2>
{desc_html}
  <div class="f6 color-fg-muted mt-2">
{lang_html}

      <a href="/{owner}/{name}/stargazers" data-view-component="true" class="tmp-mr-3 Link Link--muted d-inline-block"><svg aria-label="star" role="img" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-star">
    <path d="{STAR_PATH_2026}"></path>
</svg>
        {grouped(stars)}</a>
      <a href="/{owner}/{name}/forks" data-view-component="true" class="tmp-mr-3 Link Link--muted d-inline-block"><svg aria-label="fork" role="img" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-repo-forked">
    <path d="{FORK_PATH}"></path>
</svg>
        {grouped(forks)}</a>
      <span data-view-component="true" class="tmp-mr-3 d-inline-block">
        Built by

{builders}
</span>
      <span data-view-component="true" class="d-inline-block float-sm-right">
        <svg aria-hidden="true" data-component="Octicon" height="16" viewBox="0 0 16 16" version="1.1" width="16" data-view-component="true" class="octicon octicon-star">
    <path d="{STAR_PATH_2026}"></path>
</svg>
        {grouped(period)} stars {period_word}
</span>  </div>
</article>
"""


def repos_2026(rows, period_word="today", title="Trending  repositories on GitHub today · GitHub"):
    body = "".join(repo_row_2026(r, period_word) for r in rows)
    return (head(title, "github-2026")
            + """    <div class="border-bottom color-border-muted color-bg-subtle">
      <div class="container-lg p-responsive text-center py-6">
        <h1 class="h0-mktg">Trending</h1>
        <p class="f4 color-fg-muted col-md-6 mx-auto">See what the GitHub community is most excited about today.</p>
      </div>
    </div>
    <div class="position-relative container-lg p-responsive pt-6">
      <div class="Box">
        <div class="Box-header d-md-flex flex-items-center flex-justify-between">
          <nav class="subnav mb-0" aria-label="Trending">
            <a class="js-selected-navigation-item selected subnav-item" aria-current="page" href="/trending">Repositories</a>
            <a class="js-selected-navigation-item subnav-item" href="/trending/developers">Developers</a>
          </nav>
""" + select_menus("/trending") + """        </div>
        <div data-hpc>
""" + body + """        </div>
      </div>
    </div>
""" + footer())


# GitHub's own words for a page with nothing to list (a rare language, a spoken-language filter):
# its blankslate, the apostrophe as GitHub sends it, an entity for a typographic one.
BLANKSLATE = """        <div class="blankslate">
          <h3 class="mb-1">It looks like we don&#x2019;t have any trending repositories for your choices.</h3>
          <p>Try changing your language or date range, or view all <a href="/trending">trending repositories</a>.</p>
        </div>
"""


# --------------------------------------------------------------------------
# Developers, 2019-2020 (captured) and the current generation (constructed from
# the 2020 capture with the 2021+ Primer class names)
# --------------------------------------------------------------------------

DEVELOPERS = [
    # login, display name, popular repo, description
    ("ada-k", "Ada Kowalski", "lumen-labs/quill", "A fast, embeddable notes engine & sync protocol"),
    ("tkd", "田中 健太", "tkd/kumo-cli", "Command line for kumo 🚀"),
    ("m-ortiz", None, "m-ortiz/dotenv-lint", None),
    ("gull", "Gull \"The Seabird\" O'Neil", None, None),
    ("orbitfox", "Orbit Fox", "orbitfox/skyline-ui", "Skyline: a component kit"),
]


def developers_for(count):
    devs = list(DEVELOPERS)
    n = 0
    while len(devs) < count:
        n += 1
        devs.append((f"dev{n:02d}", f"Developer {n}", f"dev{n:02d}/tool-{n:02d}", f"Tool number {n}"))
    return devs[:count]


def developer_row(rank, dev, current):
    login, name, repo, desc = dev
    muted = "color-fg-muted" if current else "text-gray"
    link_class = "Link--secondary" if current else "link-gray"
    uid = sum(map(ord, login)) * 31
    payload = hydro([('click_target', '"OWNER"'), ('click_visual_representation', '"TRENDING_DEVELOPER"'),
                     ('actor_id', 'null'), ('record_id', str(uid))], page="TRENDING_DEVELOPERS_PAGE",
                    url="https://github.com/trending/developers")
    heading_text = html.escape(name if name else login)
    login_p = "" if not name else f"""
          <p class="f4 text-normal mb-1">
            <a class="{link_class} " href="/{login}" data-hydro-click="{payload}" data-hydro-click-hmac="{uid:064x}">
              {login}
</a>
          </p>"""
    if repo:
        repo_name = repo.split("/")[1]
        desc_html = "" if desc is None else f"""
    <div class="f6 {muted} mt-1">
      {html.escape(desc)}
    </div>"""
        popular = f"""            <article>
  <div class="f6 {muted} text-uppercase mb-1"><svg class="octicon octicon-flame {'color-fg-severe' if current else 'text-orange-light'} mr-1" viewBox="0 0 12 16" version="1.1" width="12" height="16" aria-hidden="true"><path fill-rule="evenodd" d="M5.05.31c.81 2.17.41 3.38-.52 4.31Z"></path></svg>
      Popular repo
  </div>
  <h1 class="h4 lh-condensed">
    <a class="css-truncate css-truncate-target" href="/{repo}" style="max-width: 175px;" data-hydro-click="{payload}" data-hydro-click-hmac="{uid:064x}">
        <svg class="octicon octicon-repo {muted} mr-1" viewBox="0 0 12 16" version="1.1" width="12" height="16" aria-hidden="true"><path fill-rule="evenodd" d="{REPO_PATH}"></path></svg>
      {repo_name}
</a>
  </h1>{desc_html}
</article>
"""
    else:
        popular = f"""            <p class="mb-3 d-flex flex-items-center">
              <svg class="octicon octicon-organization {muted} mr-2" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M1.75 16A1.75 1.75 0 0 1 0 14.25Z"></path></svg>
              <span class="{muted}">No popular repository</span>
            </p>
"""
    sponsor = "" if not current else f"""
        <a href="/sponsors/{login}" aria-label="Sponsor @{login}" data-view-component="true" class="Button--secondary Button--small Button mr-2">Sponsor</a>"""
    return f"""          <article class="Box-row d-flex" id="pa-{login}">
  <a class="{muted} f6 text-center" href="#pa-{login}" style="width: 16px;">
    {rank}
</a>


  <div class="mx-3">
    <a href="/{login}" data-hydro-click="{payload}" data-hydro-click-hmac="{uid:064x}">
      <img class="rounded{' avatar-user' if current else '-1'}" src="https://avatars.githubusercontent.com/u/{uid}?s=96&amp;v=4" width="48" height="48" alt="@{login}" />
</a>
  </div>

  <div class="d-sm-flex flex-auto">
    <div class="col-sm-8 d-md-flex">
      <div class="col-md-6">
        <h1 class="h3 lh-condensed">
          <a href="/{login}" data-hydro-click="{payload}" data-hydro-click-hmac="{uid:064x}">
            {heading_text}
</a>
        </h1>
{login_p}
      </div>

      <div class="col-md-6">
          <div class="mt-2 mb-3 my-md-0">
{popular}          </div>
      </div>
    </div>

    <div class="col-sm-4 d-flex flex-sm-justify-end ml-sm-3">{sponsor}
      <div class="user-profile-following-container">
        <div class="user-following-container">
  <span class="user-following-container">
    <span class="follow">
      <a class="btn btn-sm btn-block" rel="nofollow" href="/login?return_to=%2Ftrending%2Fdevelopers">Follow</a>
    </span>
  </span>
        </div>
      </div>
    </div>
  </div>
</article>
"""


def developers_page(current):
    rows = "".join(developer_row(i + 1, d, current) for i, d in enumerate(developers_for(25)))
    return (head("Trending  developers on GitHub today · GitHub", "developers-2026" if current else "developers-2020")
            + """    <div class="border-bottom py-6 text-center">
      <h1 class="h0-mktg">Trending</h1>
      <p class="f4 col-md-6 mx-auto">These are the developers building the hot tools today.</p>
    </div>
    <div class="position-relative container-lg p-responsive pt-6">
      <div class="Box">
        <div class="Box-header d-md-flex flex-items-center flex-justify-between">
          <nav class="subnav mb-0" aria-label="Trending">
            <a class="subnav-item" href="/trending">Repositories</a>
            <a class="selected subnav-item" aria-current="page" href="/trending/developers">Developers</a>
          </nav>
""" + select_menus("/trending/developers") + """        </div>
        <div>
""" + rows + """        </div>
      </div>
    </div>
""" + footer())


# --------------------------------------------------------------------------
# Hostile variants (beside the ones the tests build from these pages)
# --------------------------------------------------------------------------

def hostile_repos():
    rows = [
        ("evil-corp", "term-wrecker", "RAW:Clears your screen \x1b[2J\x1b]52;c;ZXZpbA==\x07 then rings \x07 &#27;[31mred&#27;[0m \u202eRTL\u202c \u009b31m", "Go\x1b[5m", "#00ADD8", 10, 1, 9, []),
        ("fine", "row", "A normal row between hostile ones", "Go", "#00ADD8", 20, 2, 8, []),
    ]
    body = "".join(repo_row_2026(r) for r in rows)
    bad = """<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/../etc" class="Link">.. / etc</a></h2>
  <a href="/../etc/stargazers">1</a><span>5 stars today</span>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/owner/repo?tab=x" class="Link">query</a></h2>
  <a href="/owner/repo/stargazers">1</a>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="https://evil.example/owner/repo" class="Link">elsewhere</a></h2>
  <a href="/owner/repo/stargazers">1</a>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/own.er/repo" class="Link">dot in owner</a></h2>
  <a href="/own.er/repo/stargazers">1</a>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/owner/re%2Fpo" class="Link">escaped slash</a></h2>
  <a href="/owner/re%2Fpo/stargazers">1</a>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/counts/wrong" class="Link">counts / wrong</a></h2>
  <a href="/counts/wrong/stargazers">lots</a>
  <a href="/counts/wrong/forks">1.2k</a>
  <span class="d-inline-block float-sm-right">many stars today</span>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/counts/huge" class="Link">counts / huge</a></h2>
  <a href="/counts/huge/stargazers">99,999,999,999,999,999</a>
  <a href="/counts/huge/forks">-5</a>
  <span class="d-inline-block float-sm-right">1,000,000,000,000,001 stars today</span>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/fine/row" class="Link">fine / row (again)</a></h2>
  <a href="/fine/row/stargazers">99</a>
</article>
<article class="Box-row">
  <h2 class="h3 lh-condensed"><a href="/no/evidence" class="Link">no / evidence</a></h2>
  <p>A heading link with no stargazers link and no stars text is not a repo row</p>
</article>
"""
    return head("hostile", "hostile") + "<div>\n" + body + bad + "</div>\n" + footer()


def hostile_ranks():
    """Five rows as GitHub shows them, rows 2 and 3 naming owners GitHub never allows: a leading
    hyphen, and 40 characters (a login has at most 39). The others keep their places, 1, 4 and 5."""
    bad_owners = ["-abc", "owner-with-a-name-of-forty-characters-xy"]
    assert len(bad_owners[1]) == 40
    rows = [REPOS[0]] + [(owner,) + REPOS[1 + i][1:] for i, owner in enumerate(bad_owners)] + [REPOS[2], REPOS[3]]
    return repos_2026(rows)


def write(name, text):
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(text, encoding="utf-8", newline="\n")


def main():
    write("repos-2018-list.html", repos_2018())
    write("repos-2020-article.html", repos_2020())
    write("repos-2026-article.html", repos_2026(rows_for(25)))
    write("repos-2026-weekly.html", repos_2026(rows_for(12), "this week", "Trending  repositories on GitHub this week · GitHub"))
    write("repos-hostile.html", hostile_repos())
    write("repos-hostile-ranks.html", hostile_ranks())
    write("repos-empty.html", repos_2026([]))
    write("repos-none.html", repos_2026([]).replace("        <div data-hpc>\n", BLANKSLATE + "        <div data-hpc>\n"))
    write("developers-2020.html", developers_page(current=False))
    write("developers-2026.html", developers_page(current=True))


if __name__ == "__main__":
    main()
