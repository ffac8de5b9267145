"""Names of technical things a user may say they use or know, in any language.

"I use X" and "I know X" are too common to read blindly ("I use it daily", "I know John"); the object must
be a
recognised technical name. Words are lower case; multi-word names are matched on their first word, so the list
keeps first words ("visual" for "Visual Studio", "raspberry" for "Raspberry Pi").
"""

from __future__ import annotations

from pamport.pipeline.extract.rules.phrases import words

PROGRAMMING = frozenset(
    words("""
    python java javascript typescript go golang rust c c++ c# f# ruby php kotlin swift objective-c scala
    haskell
    elixir erlang clojure julia matlab r sql bash zsh fish powershell perl lua dart zig nim ocaml fortran
    cobol
    assembly solidity groovy vba html css sass scss latex markdown nix terraform hcl yaml graphql prolog lisp
    scheme racket crystal v apex abap delphi pascal
    vb.net vb coffeescript elm purescript reasonml rescript gleam mojo odin smalltalk ada
    cuda opencl glsl hlsl wgsl autohotkey applescript tcl awk jq vimscript elisp gdscript
    """)
)

FRAMEWORKS = frozenset(
    words("""
    react vue angular svelte sveltekit next.js nextjs nuxt remix astro django flask fastapi rails laravel
    spring symfony express nestjs node node.js nodejs deno bun htmx jquery tailwind bootstrap flutter
    react-native electron tauri unity unreal godot pandas numpy pytorch tensorflow keras scikit-learn jax
    spark hadoop kafka airflow dbt celery redis postgres postgresql mysql mariadb sqlite mongodb cassandra
    elasticsearch supabase firebase docker kubernetes k8s helm ansible puppet chef aws azure gcp heroku
    vercel netlify cloudflare linux git github gitlab bitbucket jenkins graphql prisma sqlalchemy hibernate
    .net dotnet asp.net blazor xamarin qt gtk wordpress shopify drupal excel sheets notion obsidian figma
    photoshop illustrator blender premiere davinci lightroom autocad solidworks revit tableau powerbi
    power looker snowflake databricks bigquery salesforce sap jira confluence trello asana slack zapier
    langchain openai huggingface arduino esp32 verilog vhdl ros opencv matplotlib plotly streamlit
    solidjs qwik ember backbone alpine.js alpinejs vite webpack rollup esbuild babel jest vitest pytest cypress
    playwright selenium storybook redux mobx zustand apollo trpc drizzle typeorm sequelize mongoose
    phoenix actix axum tokio micronaut quarkus ktor swiftui uikit jetpack
    polars duckdb dask xgboost lightgbm scipy statsmodels seaborn ggplot2 tidyverse shiny dplyr
    pulumi cloudformation prometheus grafana datadog sentry splunk kibana
    nginx caddy traefik rabbitmq clickhouse dynamodb cockroachdb neo4j influxdb timescaledb
    mssql retool appwrite pocketbase strapi contentful jekyll hugo gatsby eleventy docusaurus mkdocs sphinx pandoc
    spss stata minitab nvivo jasp eviews qgis arcgis
    fusion sketchup rhino maya houdini zbrush
    """)
)

OPERATING_SYSTEMS = frozenset(
    words("""
    linux ubuntu debian fedora arch manjaro mint nixos gentoo opensuse suse centos rhel rocky alma alpine
    kali pop!_os pop_os popos elementary endeavouros void slackware freebsd openbsd netbsd macos mac os
    osx windows win10 win11 wsl wsl2 chromeos chrome ios ipados android harmonyos raspbian truenas unraid
    proxmox hyprland sway i3 gnome kde plasma xfce
    zorin kubuntu xubuntu lubuntu garuda qubes cachyos bazzite nobara solus elementaryos
    """)
)

EDITORS = frozenset(
    words("""
    vim neovim nvim emacs vscode vs code visual intellij pycharm webstorm goland clion rider rubymine
    phpstorm datagrip sublime atom zed cursor xcode eclipse netbeans nano helix kakoune notepad++ jupyter
    jupyterlab colab rstudio spyder android studio tmux iterm iterm2 warp alacritty kitty wezterm
    notepad textmate bbedit kate gedit geany dreamweaver replit codespaces windsurf lapce
    lazyvim astronvim spacemacs vscodium positron ghostty jetbrains
    """)
)

HARDWARE = frozenset(
    words("""
    macbook mac imac ipad iphone pixel galaxy samsung thinkpad dell xps lenovo hp asus acer msi razer
    framework surface chromebook raspberry pi arduino steam deck nintendo switch ps5 ps4 playstation xbox
    kindle synology nas rtx gtx radeon nvidia amd intel m1 m2 m3 m4 ryzen oneplus xiaomi motorola huawei
    garmin fitbit apple nuc homelab mini alienware pc
    zenbook vivobook rog legion ideapad spectre elitebook probook latitude inspiron
    zephyrus matebook pixelbook fairphone redmi kobo boox remarkable airpods oculus rpi
    """)
)

#: Apps people say they "live in" ("I basically live in Figma", "vivo no Slack"): never a home city.
APPS = frozenset(
    words("""
    figma slack notion excel sheets teams zoom discord whatsapp telegram instagram tiktok youtube gmail outlook
    jira confluence github gitlab trello asana miro canva photoshop illustrator lightroom premiere word
    powerpoint spotify netflix reddit twitter linkedin terminal chatgpt obsidian airtable salesforce sap
    dovetail loom linear clickup monday hubspot zendesk intercom tableau looker powerbi sketch framer webflow procreate
    ableton quickbooks xero todoist evernote onenote keynote pages numbers dropbox sharepoint whimsical lucidchart
    firefox safari brave vivaldi opera thunderbird protonmail superhuman logseq roam joplin simplenote goodnotes
    notability ticktick omnifocus 1password bitwarden lastpass keepass fantastical calendly skype webex affinity
    inkscape gimp krita indesign capcut imovie garageband reaper audacity obs scrivener grammarly anki duolingo
    quizlet memrise babbel busuu strava myfitnesspal zwift ynab zotero mendeley endnote basecamp smartsheet wrike
    pipedrive freeagent libreoffice postman dbeaver pgadmin tableplus sourcetree mural readwise instapaper
    audible goodreads letterboxd plex jellyfin raindrop tana heptabase remnote workflowy typora vscode
    """)
) | {
    "google sheets", "google docs", "google drive", "google slides", "google calendar", "google meet",
    "google doc", "google sheet", "google keep", "apple notes", "apple music", "microsoft teams", "microsoft word",
    "microsoft excel",
    "microsoft to do", "ms teams", "ms word", "ms excel", "ms project", "final cut", "final cut pro", "after effects",
    "davinci resolve", "fl studio", "pro tools", "logic pro", "clip studio", "standard notes", "home assistant",
    "ia writer", "visual studio", "sublime text", "github desktop", "power bi", "google colab", "bear notes",
    "things 3", "arc browser", "microsoft edge", "chrome", "google chrome",
}  # fmt: skip

#: App names that are also everyday words ("on safari", "teams", "pages", "brave"): a tool only where an app is
#: expected ("live in …"), never as a bare technical name.
_EVERYDAY_APP_WORDS = frozenset(
    words("""
    teams word pages numbers terminal monday linear sketch loom keynote safari brave opera roam reaper mural tana
    audible affinity obs signal things pocket plex
    """)
)
#: Apps read as technical names wherever TECH is ("I use firefox", "using logseq for my journal").
TOOLS = frozenset(w for w in APPS if w not in _EVERYDAY_APP_WORDS)

TECH = PROGRAMMING | FRAMEWORKS | OPERATING_SYSTEMS | EDITORS | HARDWARE | TOOLS
