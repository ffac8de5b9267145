"""Software, apps, online services and devices by name, as their makers write them, in any language.

The reader of :mod:`.named_things` anchors on these names: a sentence about the user's own use of one says so
whatever its verb ("all my lab numbers live in Excel", "rodo mais pelo ifood"). Each list is written in the
product's own spelling; the reader looks names up in lower case and writes them back this way. A name of several
words is listed whole ("Google Classroom"); the reader matches the longest listed name at a word.

Names that are also everyday words ("Word", "Teams", "Zoom", "Windows", "Notion") are in :data:`EVERYDAY`: they
count only where the user typed them with their capital, or next to a word that makes them a product ("the Zoom
app", "o app do Zoom").
"""

from __future__ import annotations

from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_en import TECH_CASE
from pamport.pipeline.extract.rules.vocab_pt import APP_WORDS
from pamport.pipeline.extract.rules.vocab_tech import TOOLS

#: Office, notes, planning, design, media, dev tools and every-day services.
_SOFTWARE = """
Excel Word PowerPoint Outlook OneNote OneDrive SharePoint Teams Visio Copilot Office|Microsoft_Office Microsoft_365
Office_365 Google_Docs Google_Sheets Google_Slides Google_Drive Google_Calendar Google_Meet Google_Forms Google_Keep
Google_Photos Google_Maps Google_Classroom Google_Chat Google_Analytics Google_Ads Google_Colab Gmail
Google_Workspace Google_Play Google_Pay Google_Fit Google_Translate Google_Lens Google_Home Google_Assistant
Apple_Notes Apple_Music Apple_Pay Apple_Health Apple_Maps Apple_TV iCloud iMessage FaceTime Siri Alexa Numbers Pages
Keynote iMovie GarageBand Final_Cut_Pro Final_Cut Logic_Pro Xcode LibreOffice LibreOffice_Calc LibreOffice_Writer
OpenOffice WPS_Office Notion Obsidian Evernote Logseq Roam Todoist TickTick Trello Asana ClickUp Jira Confluence
Basecamp Airtable Smartsheet Wrike Miro Mural FigJam Lucidchart Whimsical Goodnotes Notability Scrivener Ulysses
Grammarly DeepL Zotero Mendeley EndNote Overleaf Anki Quizlet Duolingo Babbel Busuu Memrise Coursera Udemy
Khan_Academy Moodle Canvas Blackboard Google_Classroom Seesaw ClassDojo Kahoot Brightspace Schoology PowerSchool
Figma Canva Sketch Framer Webflow Photoshop Illustrator InDesign Lightroom Premiere_Pro Premiere After_Effects
Acrobat Adobe_Acrobat Adobe_Express Procreate Affinity_Photo Affinity_Designer GIMP Inkscape Krita Blender SketchUp
AutoCAD Revit ArchiCAD SolidWorks Fusion_360 Rhino Maya ZBrush CapCut InShot DaVinci_Resolve DaVinci Audacity
Ableton Ableton_Live FL_Studio Pro_Tools Cubase Reaper MuseScore Sibelius OBS OBS_Studio Lightroom_Classic VSCO
Snapseed Picsart Slack Zoom Discord WhatsApp WhatsApp_Business Telegram Signal Messenger Skype Webex Google_Meet
Instagram Facebook TikTok YouTube YouTube_Music Twitter LinkedIn Pinterest Reddit Snapchat Threads Bluesky Mastodon
Tumblr Twitch Substack Patreon Spotify Deezer SoundCloud Audible Libby Kindle_Unlimited Goodreads Storytel Netflix
Disney+ HBO_Max Prime_Video Hulu Plex Jellyfin Crunchyroll Letterboxd Strava Garmin_Connect MyFitnessPal Fitbod
Peloton Zwift Nike_Run_Club Komoot AllTrails Wikiloc Headspace Uber Uber_Eats Lyft Bolt DoorDash Grubhub Deliveroo
Instacart Glovo iFood Rappi 99Food Waze Airbnb Vinted Depop eBay Etsy Shopify Mercado_Livre Shopee OLX Wallapop
Nubank Revolut Monzo PayPal Venmo Cash_App Zelle PicPay Mercado_Pago MB_Way YNAB QuickBooks Xero FreeAgent Gusto
Splitwise Dropbox WeTransfer Google_One 1Password Bitwarden LastPass Calendly HubSpot Salesforce Pipedrive Zendesk
Intercom Freshdesk Mailchimp Squarespace Wix WordPress Zapier IFTTT Tableau Power_BI Looker Looker_Studio Metabase
Qlik SPSS Stata RStudio Jupyter MATLAB Minitab NVivo QGIS ArcGIS Postman DBeaver pgAdmin GitHub GitLab Bitbucket
Docker Figma ChatGPT Claude Gemini Perplexity Midjourney Copilot DALL-E Firefox Safari Chrome Google_Chrome
Microsoft_Edge Brave Opera Vivaldi Thunderbird Proton_Mail ProtonMail Outlook Superhuman Fantastical Raycast Alfred
Loom Linear Jira Workday BambooHR Rota_Cloud Homebase Opera_PMS Cloudbeds Cerner EMIS SystmOne Dentrix SimplesVet
Trinks Moloni TOConline PHC Bling Doctoralia Hotmart Kiwify iClinic KeepTruckin Trucker_Path Life360 Steam
Epic_Games Xbox_Game_Pass PlayStation_Plus Battle.net Home_Assistant SmartThings Ring Nest Hue Philips_Hue Sonos
Tado Dexcom LibreLink Glooko Mychart MyChart NHS_App Doctolib Zocdoc Teladoc Readwise Insta=Instagram Zap=WhatsApp
Zapzap=WhatsApp Wpp=WhatsApp Whats=WhatsApp Gdocs=Google_Docs Gsheets=Google_Sheets Instapaper Pocket Feedly
Raindrop Tana Heptabase RemNote Workflowy Typora iA_Writer Reeder Notepad++
"""
#: Operating systems.
_SYSTEMS = """
Windows Windows_10 Windows_11 Windows_7 macOS OS_X Linux Ubuntu Debian Fedora Arch_Linux Linux_Mint Manjaro Pop!_OS
NixOS Gentoo openSUSE CentOS RHEL Kali_Linux Elementary_OS EndeavourOS FreeBSD ChromeOS Chrome_OS iOS iPadOS Android
HarmonyOS Raspbian Raspberry_Pi_OS WSL WSL2 Zorin_OS Kubuntu Xubuntu Lubuntu SteamOS watchOS
"""
#: Code editors and IDEs.
_EDITORS = """
VS_Code Visual_Studio_Code Visual_Studio Vim Neovim Emacs IntelliJ IntelliJ_IDEA PyCharm WebStorm GoLand CLion
RubyMine PhpStorm DataGrip Android_Studio Sublime_Text Sublime Atom Zed Cursor Eclipse NetBeans Helix Notepad++
JupyterLab Spyder TextMate BBEdit Geany Dreamweaver Replit Windsurf VSCodium Thonny
"""
#: Phones, computers, tablets, readers, watches and consoles, by brand and line.
_DEVICES = """
iPhone iPad iPad_Pro iPad_Air iPad_Mini MacBook MacBook_Air MacBook_Pro iMac Mac_Mini Mac_Studio Apple_Watch AirPods
Apple_TV Galaxy Samsung Galaxy_Tab Galaxy_Watch Galaxy_Buds Pixel Pixel_Watch Pixelbook Chromebook ThinkPad IdeaPad
Lenovo Dell XPS Inspiron Latitude Alienware HP EliteBook ProBook Pavilion ASUS Zenbook Vivobook ROG Zenfone Acer
Aspire MSI Razer Surface Surface_Pro Surface_Laptop Huawei MateBook Xiaomi Redmi POCO OnePlus Motorola Moto Nokia
Oppo realme Xperia Fairphone Nothing_Phone Kindle Kindle_Paperwhite Kobo reMarkable BOOX Garmin Fitbit Oura Whoop
Steam_Deck Nintendo_Switch Switch PlayStation PS5 PS4 Xbox Xbox_Series_X Meta_Quest Oculus Raspberry_Pi Positivo
Multilaser Samsung_Galaxy Echo Echo_Dot Google_Home Nest_Hub Fire_TV Fire_Stick Roku Chromecast Synology
"""

#: Names that are ordinary words too: a product only when typed with their capital or next to an app word.
EVERYDAY = frozenset(
    words("""
    word teams office numbers pages keynote canvas seesaw sketch framer premiere maya rhino affinity reaper
    zoom signal messenger threads libby pocket opera brave safari chrome edge hue ring nest echo atom cursor zed
    eclipse switch surface windows gemini claude copilot workday discord slack notion outlook roam miro mural whoop
    classroom obs bolt zap whats moto poco galaxy pixel kindle loom linear sheets dovetail joplin sap steam blackboard
    android access
    """)
)
#: Everyday words in English that are everyday words in Portuguese too ("uma moto", "vivo"): in a Portuguese
#: sentence, a product only with their capital or an app word, as in English.
EVERYDAY_IN_PORTUGUESE = frozenset(words("moto poco opera canvas switch echo ring galaxy pixel steam obs"))


def _entries(block: str) -> dict[str, str]:
    """``Google_Sheets`` → ``{"google sheets": "Google Sheets"}``; ``Office|Microsoft_Office`` lists two names;
    ``Zap=WhatsApp`` is a nickname and the name it stands for."""
    out: dict[str, str] = {}
    for item in block.split():
        said, _, meant = item.partition("=")
        for name in said.split("|"):
            out[name.replace("_", " ").lower()] = (meant or name).replace("_", " ")
    return out


SOFTWARE = _entries(_SOFTWARE)
SYSTEMS = _entries(_SYSTEMS)
EDITORS = _entries(_EDITORS)
DEVICES = _entries(_DEVICES)
#: Apps the shared technical lists know that the list above leaves out, in their usual spelling ("primavera", the
#: accounting suite, is the season first; "google" alone is a search).
_NOT_APPS = frozenset(words("primavera google logic polar keep meet drive docs sage minecraft roblox monday"))
for _name in sorted(TOOLS | (APP_WORDS - _NOT_APPS)):
    SOFTWARE.setdefault(_name, " ".join(TECH_CASE.get(w, w[:1].upper() + w[1:]) for w in _name.split()))

EDITORS["vscode"] = "VS Code"

#: Every name, lower case → (spelling, kind): ``uses``, ``os``, ``editor`` or ``device``. A device line wins over
#: an app of the same name ("Kindle" the reader, "Steam Deck" the console); an editor over an app.
NAMES: dict[str, tuple[str, str]] = {
    **{k: (v, "uses") for k, v in SOFTWARE.items()},
    **{k: (v, "editor") for k, v in EDITORS.items()},
    **{k: (v, "os") for k, v in SYSTEMS.items()},
    **{k: (v, "device") for k, v in DEVICES.items()},
}
#: The first word of every name, for a first look at a clause's words.
FIRST_WORDS = frozenset(name.split()[0] for name in NAMES)
#: Names of one word, and the first two words of longer names: a text holds a name only if it holds one of these
#: ("after" alone is no name; "after effects" may be).
OPENINGS = frozenset(" ".join(name.split()[:2]) for name in NAMES)
#: The most words a name has.
LONGEST = max(len(name.split()) for name in NAMES)
