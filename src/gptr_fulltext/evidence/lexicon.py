"""The wording of walls and notices, in the languages research runs meet most.

A wall says what it is: "page not found", "verify you are human", "subscribe to continue reading".
Articles *about* those things use the same words, so a phrase is never a verdict on its own — the
judge only counts it together with how little real text the page has. Each pattern covers English,
German, French, Spanish, Italian, Portuguese, Dutch, Russian, Japanese, Chinese and Korean.
"""

from __future__ import annotations

import re


def _any(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


# Each names the *page* (or a 404) as missing: "hiker not found" or "Highway 404" must not match.
NOT_FOUND = _any(
    r"^\W*404\b|\b404\W+(?:error|page|not found)|error\W+404",
    r"(?:page|file|url|document|content|article|post)s? (?:was |is |has been )?not (?:be )?(?:found|located)",
    r"(?:page|file|url|document|content|article|post)s? (?:(?:cannot|can not|can[’']t|could(?:n[’']t| not))"
    r" be|(?:is|was)n[’']t|(?:is|was) (?:no longer|not)) (?:found|located|available)",
    r"can[’']?t (?:seem to )?find (?:that|the|this) page|could ?n[’']?o?t find (?:that|the|this) page"
    r"|page (?:you(?:[’']re| were| are)? (?:looking|searching) for|you requested|requested)\b.{0,40}"
    r"(?:not|no longer|moved|removed|deleted|exist)",
    r"(?:page|content) (?:does ?n[’']?o?t|no longer) exists?|nothing (?:was )?found",
    r"seite (?:wurde )?nicht gefunden|seite existiert nicht|fehler 404",
    r"page (?:introuvable|non trouvée)|page (?:demandée )?n[’']existe (?:pas|plus)|erreur 404",
    r"p[aá]gina no (?:encontrada|existe)|p[aá]gina (?:que busca|solicitada) no existe|error 404",
    r"pagina non (?:trovata|esiste)|errore 404",
    r"p[aá]gina n[aã]o (?:encontrada|existe)|erro 404",
    r"pagina niet gevonden|pagina bestaat niet|fout 404",
    r"страниц\w* не найден|страниц\w* не существует|ошибка 404",
    r"ページが見つかりません|ページは見つかりませんでした|お探しのページ|ページが存在しません",
    r"页面不存在|頁面不存在|找不到(?:该|此|您要的)?(?:页面|網頁|网页|頁面)|页面未找到",
    r"페이지를 찾을 수 없",
)

# Each says the *site* is down for maintenance: "bridge closed for planned maintenance" must not match.
MAINTENANCE = _any(
    r"^\W*(?:site |website |scheduled |planned )?(?:maintenance|under maintenance|down for maintenance)\W*$",
    r"(?:site|website|shop|store|service|server|system|platform|we[’']?re|we are|is) (?:currently )?"
    r"(?:down |offline )?(?:for|under(?:going)?|in) (?:scheduled |planned |routine )?maintenance",
    r"(?:we[’']?re|we are) (?:currently )?(?:performing|carrying out|doing|undergoing) (?:some )?"
    r"(?:scheduled |planned |routine )?maintenance",
    r"down for (?:scheduled |planned )?maintenance|maintenance mode",
    r"(?:unavailable|offline|closed) (?:for|due to) (?:scheduled |planned )?maintenance",
    r"(?:we[’']?ll|we will|we should|should) be (?:right )?back (?:soon|shortly|online)|be right back"
    r"|back online (?:soon|shortly)",
    r"(?:seite|website|shop|dienst) (?:wird|ist) (?:gerade |derzeit )?(?:gewartet|in wartung)"
    r"|wartungsmodus|bald wieder (?:für sie )?(?:da|erreichbar)|in kürze wieder erreichbar",
    r"site en (?:cours de )?maintenance|maintenance en cours|de retour (?:très )?bientôt",
    r"(?:sitio|web|página) en mantenimiento|estamos en mantenimiento|volvemos (?:pronto|enseguida)",
    r"sito in manutenzione|torniamo presto",
    r"site em manuten[cç][aã]o|voltamos (?:em breve|logo)",
    r"website in onderhoud|we zijn zo terug",
    r"ведутся технические работы|сайт (?:временно )?(?:недоступен|на техническом обслуживании)",
    r"メンテナンス中|メンテナンスのお知らせ",
    r"(?:系统|网站|網站|系統)维护中|(?:系统|网站|網站|系統)維護中",
    r"서비스 점검|점검 중입니다",
)

# What bot checks say. The sentences are specific; the short labels ("Security check", "Access
# denied") are generic words, so they count only as the whole title (optionally "| Site name").
CHALLENGE = _any(
    r"verify(?:ing)? (?:that )?you(?:[’']re| are) (?:a )?human|confirm you are\b.{0,20}human",
    r"are you (?:a )?(?:human|robot)\?|not a (?:robot|bot)\b|i[’']?m not a robot",
    r"(?:complete|completing|pass) (?:a |the )?security check",
    r"checking (?:your|if the site connection is) (?:browser|secure)",
    r"just a moment\.\.\.|press (?:&|and) hold|unusual (?:traffic|activity) from your",
    r"access to this page (?:has been )?denied|request unsuccessful|you have been blocked|request blocked",
    r"pardon our interruption",
    r"attention required!",
    r"^\W*(?:security check|security verification|one more step|access denied|human verification"
    r"|sicherheitsüberprüfung|zugriff verweigert|vérification de sécurité|accès refusé"
    r"|verificación de seguridad|acceso denegado|verifica di sicurezza|accesso negato"
    r"|verificação de segurança|acesso negado|beveiligingscontrole|toegang geweigerd"
    r"|проверка безопасности|доступ запрещ[её]н)\W*(?:[|–—-][^|–—-]{0,60})?$",
    r"kein roboter|pas un robot|vérifi\w+ que vous (?:êtes|n[’']êtes)|no (?:eres|soy) un robot",
    r"non (?:sei|sono) un robot|não (?:é|sou) um robô|geen robot|не робот",
    r"ロボットではない|アクセスの確認|アクセス確認",
    r"不是机器人|人机验证|访问验证|不是機器人|人機驗證",
    r"로봇이 아닙|자동입력 방지",
)

# How a sign-in page titles itself: a sign-in phrase opens its title or headline and is the whole
# of it, or is followed by a separator or a preposition ("Sign in", "Log in to continue", "Iniciar
# sesión • Site") — "Login problems hit bank customers" is a headline about logins.
_LOGIN_WORDS = (
    r"sign ?in|log ?in|sign ?up|create (?:a |an |your )?(?:free )?account|join now|members? only"
    r"|login required|registration required|anmelden|einloggen|anmeldung|registrieren|konto erstellen"
    r"|se connecter|connectez-vous|identifiez-vous|créer un compte|inscrivez-vous"
    r"|inicia(?:r)? sesión|regístrate|crear (?:una )?cuenta|accedi|registrati|crea (?:un )?account"
    r"|fazer login|cadastre-se|criar (?:uma )?conta|inloggen|aanmelden|account aanmaken"
    r"|войти|вход|авторизация|регистрация"
)
_LOGIN_TAIL = r"(?:\W*$|\s*[|–—·•/-]|\s+(?:to|with|or|for|bei|zu|à|au|a|al|en|no|na|in|met|в|на)\b)"
LOGIN = _any(
    rf"^\W*(?:{_LOGIN_WORDS}){_LOGIN_TAIL}",
    r"^\W*log ?into\b|^\W*(?:ログイン|会員登録|サインイン|登录|登入|注册|註冊|로그인|회원가입)",
    r"must be (?:registered|logged in)|(?:to view|to see) (?:this|more) .{0,20}(?:sign|log) ?in",
)

PAYWALL = _any(
    r"subscribe (?:now |today )?to (?:continue|keep|read)|(?:continue|keep) reading (?:with|by subscribing)"
    r"|subscribers? only|exclusive(?:ly)? for subscribers|already (?:a )?subscriber",
    r"become a (?:paid )?(?:member|subscriber) to (?:read|continue)",
    r"to (?:continue|keep) reading,? (?:please )?(?:subscribe|log in|sign in|register)",
    r"(?:this|the) (?:post|article|story|content) is (?:only )?(?:for|available to) (?:paid |paying )?"
    r"(?:subscribers|members)|for paid subscribers",
    r"(?:log in|sign in|register|create (?:a |your )?(?:free )?account)\b.{0,40}to (?:continue|keep) reading",
    r"you[’']?ve (?:read|reached|used) (?:your|all|the)\b.{0,30}(?:free|limit)",
    r"free articles? (?:this|per|a) month|end of (?:the|your) free preview",
    r"unlock (?:this|the full|full) (?:article|story)|premium (?:article|content)",
    r"to read the full (?:story|article)|(?:subscribe|sign in|log in) to (?:read|see) (?:more|the rest)",
    r"weiterlesen mit|nur für abonnenten|bereits abonnent|jetzt \S+ (?:testen|abonnieren)|\+-artikel",
    r"réservée? aux abonnés|il vous reste [\d.,]+ ?%|déjà abonné|abonnez-vous|lisez la suite",
    r"(?:solo|exclusivo) para suscriptores|ya eres suscriptor|suscríbete para (?:seguir|continuar)",
    r"riservat[oa] agli abbonati|sei già abbonato|abbonati per (?:continuare|leggere)",
    r"exclusivo para assinantes|já é assinante|assine para (?:continuar|ler)",
    r"alleen voor abonnees|al abonnee|lees verder met",
    r"только для подписчиков|оформите подписку|уже подписаны",
    r"有料会員|会員限定|この記事は.{0,10}(?:会員|購読)",
    r"订阅后|付费阅读|付費閱讀|訂閱後",
    r"구독자 전용|유료 회원",
)

PARKED = _any(
    r"(?:this|the) domain (?:name )?(?:is|may be|might be) for sale|buy this domain|get this domain"
    r"|domain (?:is )?(?:parked|for sale)|parked (?:free|domain)|make an offer on this domain"
    r"|(?:this|the) domain (?:name )?has expired|inquire about this domain",
    r"domain kaufen|domain steht zum verkauf|domain-parking|parkt diese",
    r"domaine (?:est )?à vendre|acheter ce (?:nom de )?domaine",
    r"dominio (?:está )?en venta|comprar (?:este )?dominio",
    r"dominio in vendita|dominio (?:è )?in vendita",
    r"domínio (?:está )?à venda",
    r"domein (?:is )?te koop",
    r"домен продается|купить (?:этот )?домен",
    r"このドメインは.{0,10}(?:販売|売却)",
    r"域名(?:出售|转让|轉讓)",
    r"도메인.{0,6}판매",
)

# What a page says when it tells you to turn JavaScript on.
JS_REQUIRED = _any(
    r"java ?script",
    r"\bJS\b",
    r"enable (?:scripts|your browser)",
)

# What an app shell shows while its script loads.
LOADING = _any(
    r"^\W*loading\b|\bloading\W*$",
    r"wird geladen|chargement en cours|cargando|caricamento|carregando|laden\.\.\.|загрузка",
    r"読み込み中|ロード中|正在加载|加载中|載入中|로딩 중|불러오는 중",
)

# Consent-management vocabulary: a wall is made of these words, an article merely mentions some.
CONSENT_TERMS = _any(
    r"\bcookies?\b|\bconsent\w*|\bpartners?\b|\bvendors?\b|personali[sz]ed|\badvertis\w+|\bpreferences?\b"
    r"|\bprivacy\b|legitimate interest|\bwithdraw\w*|accept all|reject all|\bdevices?\b|identifiers?"
    r"|personal data|\bgeolocation\b|\bprocessing\b|\btracking\b",
    r"einwilligung|zustimm\w*|\bpartner\b|personalisiert\w*|werbung|datenschutz\w*|akzeptieren|ablehnen"
    r"|\bdaten\b|\bgerät\w*",
    r"consentement|partenaires|personnalisé\w*|publicit\w+|données personnelles|traceurs|confidentialité"
    r"|accepter|refuser|\bterminal\b",
    r"consentimiento|\bsocios\b|personalizad\w+|publicidad|datos personales|privacidad|aceptar|rechazar",
    r"\bconsenso\b|pubblicità|personalizzat\w+|dati personali|accetta|rifiuta",
    r"consentimento|parceiros|dados pessoais|\baceitar\b|\brejeitar\b",
    r"toestemming|advertenties|gepersonaliseerd\w*|accepteren|weigeren",
    r"согласи\w+|партнер\w*|персонализ\w+|реклам\w+|персональн\w+ данн\w+|файл\w* cookie",
    r"クッキー|同意|パートナー|広告|個人データ|個人情報",
    r"同意|合作伙伴|广告|廣告|个人数据|個人資料|隐私|隱私",
    r"동의|파트너|광고|개인정보|쿠키",
)


# What the buttons of a consent dialog say (and where its forms post).
CONSENT_ACTION = _any(
    r"accept (?:all|cookies)|reject all|agree and (?:continue|close)|\bconsent\b|manage (?:options|cookies)",
    r"alle? (?:akzeptieren|ablehnen)|zustimmen",
    r"tout (?:accepter|refuser)|accepter et (?:continuer|fermer)|continuer sans accepter",
    r"aceptar (?:todo|todas|cookies)|rechazar todo",
    r"accetta tutt[oi]|rifiuta tutt[oi]",
    r"aceitar tod[oa]s|rejeitar tod[oa]s",
    r"alles accepteren|alles weigeren",
    r"принять все|отклонить все",
    r"すべて(?:同意|拒否)|全部接受|全部拒绝|모두 동의",
)


def found(pattern: re.Pattern[str], *texts: str | None) -> str | None:
    """The first match of `pattern` in any of `texts`, as written there; `None` when nothing matches."""
    for text in texts:
        if text:
            match = pattern.search(text)
            if match:
                return match.group(0)
    return None
