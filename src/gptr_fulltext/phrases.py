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
    r"(?:page|file|url|document|content|article|post)s? (?:was |is |could )?(?:not|n[’']t be)"
    r" (?:found|available)",
    r"can[’']?t (?:seem to )?find (?:that|the|this) page|could ?n[’']?o?t find (?:that|the|this) page"
    r"|page (?:you (?:were |are )?(?:looking|searching) for|you requested|requested)\b.{0,40}"
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

MAINTENANCE = _any(
    r"^\W*(?:site )?maintenance\W*$|(?:scheduled|planned|site|system|server|undergoing|down for|under)"
    r"(?: scheduled| planned)? maintenance|maintenance (?:mode|in progress|window)",
    r"we[’']?ll be (?:right )?back|be back (?:soon|shortly)|back online (?:soon|shortly)",
    r"temporarily (?:unavailable|offline|down) for",
    r"wartungsarbeiten|wartungsmodus|wegen wartung|vorübergehend nicht erreichbar",
    r"(?:site |service )?en (?:cours de )?maintenance|maintenance en cours|de retour (?:très )?bientôt",
    r"en mantenimiento|mantenimiento programado|volvemos (?:pronto|enseguida)",
    r"in manutenzione|manutenzione programmata|torniamo presto",
    r"em manuten[cç][aã]o|manuten[cç][aã]o programada|voltamos (?:em breve|logo)",
    r"(?:wegens|in) onderhoud|gepland onderhoud",
    r"техническ\w* работ|техническ\w* обслуживан|профилактическ\w* работ",
    r"メンテナンス(?:中|のお知らせ|を実施)",
    r"维护中|維護中|系统维护|系統維護|升级维护",
    r"점검 중|점검중|서비스 점검",
)

CHALLENGE = _any(
    r"verify (?:that )?you(?:[’']re| are) (?:a )?human|confirm you are\b.{0,20}human",
    r"are you (?:a )?(?:human|robot)",
    r"not a (?:robot|bot)\b|i[’']?m not a robot",
    r"^\W*(?:security check|one more step|access denied)\b",
    r"(?:complete|completing|pass) (?:a |the )?security check|security verification",
    r"checking (?:your|if the site connection is) (?:browser|secure)",
    r"just a moment\.\.\.|press (?:&|and) hold|unusual (?:traffic|activity) from your",
    r"access to this page (?:has been )?denied|request unsuccessful|you have been blocked"
    r"|attention required",
    r"\bcaptcha\b",
    r"kein roboter|sicherheitsüberprüfung|zugriff verweigert",
    r"pas un robot|vérification de sécurité|accès refusé|vérifi\w+ que vous (?:êtes|n[’']êtes)",
    r"no (?:eres|soy) un robot|verificación de seguridad|acceso denegado",
    r"non (?:sei|sono) un robot|verifica di sicurezza|accesso negato",
    r"não (?:é|sou) um robô|verificação de segurança|acesso negado",
    r"geen robot|beveiligingscontrole|toegang geweigerd",
    r"не робот|проверка безопасности|доступ (?:запрещ|огранич)",
    r"ロボットではない|アクセスの確認|アクセス確認|セキュリティチェック",
    r"不是机器人|人机验证|安全验证|访问验证|不是機器人|安全驗證",
    r"로봇이 아닙|보안 확인|자동입력 방지",
)

LOGIN = _any(
    r"\bsign ?in\b|\blog ?in\b|\bsign ?up\b|create (?:a |an |your )?(?:free )?account|join now|members? only"
    r"|registered (?:users|members)|must be (?:registered|logged in)",
    r"anmelden|einloggen|registrieren|konto erstellen",
    r"se connecter|connectez-vous|identifiez-vous|créer un compte|s[’']inscrire|inscrivez-vous",
    r"inicia(?:r)? sesión|regístrate|crear (?:una )?cuenta",
    r"\baccedi\b|registrati|crea (?:un )?account",
    r"fazer login|\bentrar\b|cadastre-se|criar (?:uma )?conta",
    r"\binloggen\b|\baanmelden\b|account aanmaken",
    r"войти|вход в|зарегистр",
    r"ログイン|会員登録|サインイン",
    r"登录|登入|注册|註冊",
    r"로그인|회원가입",
)

PAYWALL = _any(
    r"subscribe (?:now |today )?to (?:continue|keep|read)|(?:continue|keep) reading (?:with|by subscribing)"
    r"|subscribers? only|exclusive(?:ly)? for subscribers|already (?:a )?subscriber",
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
    r"|domain (?:is )?(?:parked|for sale)|parked (?:free|domain)|make an offer on this domain",
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
