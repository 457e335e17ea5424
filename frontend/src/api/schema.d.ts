// Generated from bff/openapi.yaml by `npm run gen:api`. Do not edit: change the contract and regenerate.

export interface paths {
    "/api/v1/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's identity, status, switches and links, for the shell. */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category menu with each category's vendors. */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a game list.
         * @description The list's data mode: `all` (the default) and `filter` list the catalogue (filter is all
         *     with the filter drawer's choices); `hot` pages the hot list; `fav` and `recent` are the
         *     player's favourites and recent games, which need a session (401 login_required) and
         *     are `Cache-Control: no-store`. The category codes HOT, FAV and RECENT name the same
         *     modes (category=HOT is mode=hot); a category naming another mode than `mode` is
         *     validation_failed. RUMMY and LUDO are their one fixed game; any other category is the
         *     upstream's list, and filters the hot, fav and recent lists. In the fav and recent
         *     modes a name, vendor or classify filter answers every match on page 1; minBet and
         *     minLine filter the catalogue only. Unknown parameters are ignored.
         */
        get: operations["getGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole home page in one answer.
         * @description Always 200 when the site resolves. Each section loads on its own: one whose upstream
         *     fails is `{"status": "unavailable", "stale": false, "items": []}` and the rest still render.
         */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole hot list, for the hot-games carousel. */
        get: operations["getHotGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/winners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The winner board, 100 entries, largest win first, players' names masked.
         * @description Tapping an entry launches its game (POST /launches with the entry's game).
         */
        get: operations["getWinners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sports/hot-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sports carousel's featured matches with money-line odds.
         * @description Tapping a match launches it: POST /launches with its vendor, gameId, nodeId, matchId,
         *     leagueId and category SPORTS.
         */
        get: operations["getHotMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lotteries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lottery lobby - each lottery with its menu, the issue taking bets and its latest draws.
         * @description Public and cached like the catalogue (per language), but a lottery's draws are kept a
         *     few seconds only, so a new issue shows within seconds of its draw: the site asks again
         *     after `next.drawsAt`, and the answer is `Cache-Control: public, max-age=5` (not the
         *     catalogue's 30) so that a browser does not answer that ask itself. Each lottery's draws are read at once and degrade alone: one whose
         *     draws cannot be read is listed with `draws: null` (its menu still shows). A lottery is
         *     opened by POST /launches with its `id` as gameId, `nodeId`, `vendor` and `category`.
         */
        get: operations["getLotteries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lobby-news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game lobby's news, newest first.
         * @description Public and cached like the catalogue (per language). `content` is the merchant's HTML, sanitised.
         */
        get: operations["getLobbyNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/side-menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shell's side menu - its banners (group m_leftmenu) and the live chat's hosts.
         * @description Public and cached like the home page (per language), one round trip for every page's
         *     shell. Always 200 when the site resolves; each section loads on its own, as the home
         *     page's. `liveChat` is the site's CBS3 switch: when it is off, `liveModels` is empty and
         *     the chat service is not asked; when the switch cannot be read, `liveChat` is false and
         *     `liveModels` unavailable.
         */
        get: operations["getSideMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The node ids of the player's favourites, newest first, to mark hearts.
         * @description Needs a session; `Cache-Control: no-store`.
         */
        get: operations["getFavouriteIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourites/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The favourites screen, 15 games a page.
         * @description Needs a session; `Cache-Control: no-store`. A name (or vendor, or classify) search
         *     answers every match on page 1, so that nothing more needs loading while it is active.
         */
        get: operations["getFavouriteGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourites/{nodeId}": {
        parameters: {
            query?: {
                /** @description The game's vendor, when the body does not name it (a DELETE has no body). */
                vendor?: string;
            };
            header?: never;
            path: {
                nodeId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Makes a game a favourite.
         * @description Needs a session and the X-CSRF header. Adding an existing favourite succeeds without a
         *     second upstream call. The answer is the favourites after the change. When the upstream
         *     fails the answer is an error (upstream_unavailable), never a success.
         */
        put: operations["addFavourite"];
        post?: never;
        /**
         * Removes a game from the favourites; removing one that is not a favourite succeeds.
         * @description Needs a session and the X-CSRF header; the vendor comes in the query.
         */
        delete: operations["removeFavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's recent games, newest first, 18 a page.
         * @description Needs a session; `Cache-Control: no-store`. Every launch adds its game.
         */
        get: operations["getRecentGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/launches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a game, or says what to open instead.
         * @description Needs the X-CSRF header. The answer's mode:
         *
         *     - `route`: category VASSALAGE (an entry that stands for a vendor): open `route`, the
         *       vendor's game list in the site. No session needed.
         *     - `trial`: a visitor launching category SPORTS (the sports page, a sports vendor tile, a
         *       hot match) gets the play-money game.
         *     - `lottery`: categories ELOTT and LOTT open the lottery game in `prizeMode` (elott when
         *       the site's ELOTT vendors include TCG_LOTTO_VN or LOTT, else lott).
         *     - `real`: anything else, for a player with a session (free type-4 members included:
         *       the spec refuses them chat, inbox and deposit, not games). A hot match (matchId and
         *       leagueId) opens the sports game on that match.
         *
         *     Without a session, anything but SPORTS and VASSALAGE is 401 login_required. A vendor
         *     tile sends only vendor and category; the BFF opens that vendor's first game in the
         *     category. A real launch adds the game to the recent games. An upstream refusal (an
         *     unknown game, no trial mode) is 422 launch_failed. A launch is never retried.
         */
        post: operations["launchGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is logged in, from the session cookie alone (no upstream call).
         * @description A visitor is `{"authenticated": false, "role": "visitor", "canDeposit": false, "isAgent": false}`.
         *     The token never appears in any answer: it lives sealed (AES-GCM) in the HttpOnly session
         *     cookie (`__Host-bff_session` over https, `bff_session` on plain local http).
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Logs in by user name and password, by mobile number and SMS code, or with a Firebase sign-in.
         * @description Needs the X-CSRF header. On success the session cookie is set (12 hours, a browser-session
         *     cookie; with `rememberMe` a persistent cookie of 30 days) and the answer is the session.
         *     Method `firebase` sends the ID token of a Google, Facebook or (where the site's Firebase
         *     config has `sms`) phone sign-in, once; on a site without a Firebase config it is
         *     `validation_failed` on `method`. The back office verifies the token, and a Google or
         *     Facebook identity's first sign-in registers a member.
         *     A refused login is 401 `invalid_credentials`, the same whether or not the account exists.
         *     When the upstream wants a captcha, or the account's failed logins are past their limit,
         *     the answer is 401 `captcha_required`: get one from GET /api/v1/captcha and send its
         *     `captchaId` and the digits as `captcha`. Rate limited per client address (429
         *     `rate_limited`, `Retry-After`); failures of one account never lock it, they ask for the
         *     captcha. Right credentials may still be refused, 403: member_login_refused or
         *     agent_login_refused by the form's kind (`as`), account_disabled for an account the back
         *     office disabled (Sorry, the user does not exist or is disabled); a wrong password stays
         *     invalid_credentials, so none of them tells anyone without the password that an account
         *     exists.
         */
        post: operations["login"];
        /**
         * Logs out upstream and clears the session cookie.
         * @description Needs the X-CSRF header. The cookie is cleared even when the upstream cannot be told; the answer is a visitor.
         */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a free trial account (type 4, role trial) and logs it in.
         * @description Needs the X-CSRF header. Rate limited per client address with registrations.
         */
        post: operations["startTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member renew the site sends when its header mounts while logged in.
         * @description Needs a session and the X-CSRF header. Tells the upstream the session is in use and
         *     slides the cookie's expiry. A session the upstream has ended (logged in elsewhere) is
         *     401 `session_expired` and the cookie is cleared; so is any call below that finds the
         *     upstream session gone.
         */
        post: operations["renewSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A captcha picture, after a login answered captcha_required.
         * @description The picture is a data URL (PNG as the demo upstream draws it); send `captchaId` back with the answer. Each captcha may be answered once.
         */
        get: operations["getCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The registration form of the site.
         * @description The methods (tabs only when both), each field with its switches, its pattern (RE2 and
         *     ECMAScript alike: `new RegExp(pattern)`), its maximum length and the message key a
         *     pattern failure answers, the terms link and the minimum age (18 unless the merchant
         *     says otherwise). The mobile number's pattern and length apply after spaces, the
         *     dialling code and the leading 0 are removed. `confirmPassword` follows `password`.
         */
        get: operations["getRegistrationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an account by user name or by mobile number, and logs it in.
         * @description Needs the X-CSRF header. The BFF checks the body with the rules of
         *     GET /api/v1/registration/settings (pattern, required, maximum length, confirmation,
         *     the mobile number's length after its leading 0, the terms box); every failing field comes
         *     back at once in `validation_failed`, in form order. Only a body that passes all of them
         *     asks the upstream whether the user name is free and the invitation code valid
         *     (`username_taken`, `invitation_invalid`; a referral code it knows no member by is
         *     `referrer_invalid`). The BFF adds what the platform records of every registration: the
         *     site's domain, the registration page's address with the link's codes, and type 0.
         *     On a site whose Firebase config has `sms`, a mobile registration may bring the number's
         *     Firebase phone sign-in (`firebaseChannel` sms and `firebaseIdToken`) instead of `smsCode`;
         *     a token the back office refuses is `sms_code_invalid` on `smsCode`.
         *     On success the answer is 201 with
         *     the new session (the cookie is set), or 201 with a visitor when the login after it did
         *     not go through (send the player to the login screen). Rate limited per client address
         *     and per user name or number.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usernames/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a user name is free, for the registration form. */
        get: operations["checkUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitation-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an invitation (affiliate) code is valid, e.g. one the registration link carried. */
        get: operations["checkInvitationCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Texts a code for a login, a registration or a password reset.
         * @description Needs the X-CSRF header. The answer is the countdown before the site offers to send
         *     again: the upstream's expiry minutes times 60, 60 seconds when it names none. The same
         *     answer for any valid number, account or not. Rate limited per client address and per
         *     number (one a minute, five an hour).
         */
        post: operations["sendSMSCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-resets/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a password reset mail (forgot password, e-mail tab).
         * @description Needs the X-CSRF header. Both fields are trimmed; the e-mail follows the spec's pattern
         *     (`email_format`). 202 whether or not the name and address belong to an account. Rate
         *     limited per client address and per user name.
         */
        post: operations["forgotPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-resets/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with an SMS code, then logs the player in with it.
         * @description Needs the X-CSRF header. A wrong code (or a number with no account) is
         *     `validation_failed` with `smsCode: sms_code_invalid` (clear the code field); a new
         *     password equal to the old one is `newPassword: password_same` (clear the password
         *     field). On success the BFF logs in with the new password and answers the session (the
         *     cookie is set), or a visitor when that login did not go through. Rate limited per client
         *     address and per number.
         */
        post: operations["setPasswordByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the logged-in player's password.
         * @description Needs a session and the X-CSRF header. The old password is always asked (the site never
         *     stores one). `newPassword: password_same` when it equals the old one (nothing is sent
         *     upstream), `oldPassword: password_incorrect` when the upstream says the old one is
         *     wrong. On success the upstream ends the account's other sessions; this one goes on.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in player, for the member centre and the right-hand menu.
         * @description Needs a session; `Cache-Control: no-store`.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/unread-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The badges of the message centre, the side menu and the member panel.
         * @description Needs a session; `Cache-Control: no-store`. A free (type 4) account gets its unread
         *     announcements and null `inbox` and `chat` (the spec refuses it the inbox and chat).
         *     `chat` is null too when the site has no live chat (switch CBS3) and when the chat
         *     service did not answer; its errors are not shown. Show 99+ above 99; ask at most once
         *     per 250 ms.
         */
        get: operations["getUnreadCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements of the kinds and group asked, their HTML sanitised.
         * @description A visitor gets the public announcements (from the BFF's cache), each `read: false`; a
         *     member's carry their read marks (`Cache-Control: no-store` either way, since who asks
         *     changes the answer). Agents' notices (`agent`) are answered to agents only; anyone else
         *     gets none. `content` is the back office's HTML through the BFF's allowlist sanitiser: no
         *     script, event handler, frame, form or javascript: address survives; render it as HTML
         *     and nothing else from the answer. `images` are in the back office's sequence order.
         */
        get: operations["getAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/announcements/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks an announcement read, once, as opening it does.
         * @description Needs a session; a free (type 4) account is 403 `free_reject` (it cannot mark
         *     announcements read). The site flips its read flag at once and reports it at most once
         *     per 150 ms. An id the back office does not know is 404 `not_found`.
         */
        post: operations["markAnnouncementRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the player's inbox, newest first.
         * @description Needs a session; a free (type 4) account is 403 `free_reject`. `Cache-Control: no-store`.
         */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        /**
         * Deletes several messages at once, all or none.
         * @description Needs a session; a free (type 4) account is 403 `free_reject`. One id the inbox does not
         *     hold is 404 `not_found`, and nothing is deleted.
         */
        delete: operations["deleteMessages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one message. */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inbox/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a message read, as opening it does. */
        post: operations["readMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat-launches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the player's live chat and answers where to send them.
         * @description Needs a session; a free (type 4) account is 403 `free_reject`, a site without live chat
         *     (switch CBS3) 403 `feature_disabled`. The address is answered only when it is https on
         *     the site's launch hosts (or the fixture upstream's loopback address): any other is 503
         *     `chat_unavailable`. The site navigates there 500 ms later, a loading toast meanwhile.
         */
        post: operations["launchChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer-service widget's contacts.
         * @description Public, cached like the catalogue. `liveChat` is the site's CBS3 switch; contacts are
         *     in the back office's order (csPosition), each but live chat with an https address.
         */
        get: operations["getCustomerService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The help centre's topics, their HTML sanitised.
         * @description Public, cached like the catalogue. The topic tagged `terms` is the terms of use.
         */
        get: operations["getHelp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The help centre's feedback form, a member's or a visitor's.
         * @description `content` is 10 to 500 characters once trimmed (required, out_of_range, too_long),
         *     `contact` at most 100. At most five forms an hour from one address (rate_limited).
         */
        post: operations["sendFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's total balance, for the header's balance widget.
         * @description Needs a session; `Cache-Control: no-store`. Exact; the site shows it without decimals.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The main wallet and every game wallet, with the total.
         * @description Needs a session; `Cache-Control: no-store`. Amounts are exact decimal strings.
         */
        get: operations["getWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves money between the main wallet and one game wallet.
         * @description A money write: needs a session, the X-CSRF header and an `Idempotency-Key` (one per form
         *     submission). A repeated key answers the first answer without asking the upstream again;
         *     the same key with another body is 409 idempotency_conflict. Never retried; a transfer
         *     whose answer never came is 502 outcome_unknown (check the wallets before trying again).
         *     `from` or `to` must be MAIN. The answer is the wallets after the transfer.
         */
        post: operations["transferBetweenWallets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet-recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves every game wallet's balance back to the main wallet.
         * @description A money write, as POST /wallet-transfers (Idempotency-Key, never retried,
         *     outcome_unknown). The site then says 'Balance returned successfully'. The answer is the
         *     wallets after the recall.
         */
        post: operations["recallWallets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deposit-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ways to deposit this merchant offers, with their limits, and the deposit promotions.
         * @description Needs a session; member types 0, 1 and 2 only (a free type-4 account is 403
         *     free_reject). `Cache-Control: no-store`.
         */
        get: operations["getDepositMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit record, newest first.
         * @description Needs a session. Dates are days in the site's zone; the range is at most 90 days.
         */
        get: operations["listDeposits"];
        put?: never;
        /**
         * Asks for a deposit by one method; the answer is the pending deposit.
         * @description A money write (Idempotency-Key, never retried, outcome_unknown); member types 0, 1, 2
         *     only (free_reject). Over one of the player's deposit limits: 422 limit_exceeded naming the
         *     limit and what remains, before anything is sent. The amount is checked against the method's limits
         *     (`amount: out_of_range`, the detail says the range). A bank or mobile transfer names the
         *     account it came from (`senderAccount`) or the payment's transaction id
         *     (`transactionId`), at least one. The answer carries, by kind, the gateway page to open
         *     (`redirectUrl`), the QR code to show (`qrImage`, a PNG data URL, and `qrCode`, its
         *     text), or the merchant's account and the reference the transfer was made to.
         */
        post: operations["createDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawal-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the withdrawal screen needs - the withdrawable balance, the rules, the payout accounts.
         * @description Needs a session; a free type-4 account is 403 free_reject. Payout account numbers are
         *     masked (last four digits). `hasPaymentPassword: false` or no account: the site leads
         *     to the security centre.
         */
        get: operations["getWithdrawalOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The withdrawal record, newest first.
         * @description Needs a session; as GET /deposits.
         */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Withdraws from the main wallet to a bound payout account; the amount is held until paid.
         * @description A money write (Idempotency-Key, never retried, outcome_unknown); free_reject for type 4.
         *     The payment password goes upstream encrypted and is never logged or answered.
         *     Refusals: `amount: out_of_range` (the rules' min and max), `paymentPassword:
         *     password_incorrect`, 409 payment_password_required (none set), 422 insufficient_funds,
         *     withdrawal_limit_reached (today's count), turnover_incomplete, wallet_locked. What sends
         *     the payment password (a withdrawal, a payout account, setting or changing it) is limited
         *     per member: 429 rate_limited past ten attempts an hour.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bound payout accounts, masked, and the providers one may be bound at. */
        get: operations["listPayoutAccounts"];
        put?: never;
        /**
         * Binds a bank card or mobile account for withdrawals.
         * @description A money write (Idempotency-Key, never retried, outcome_unknown). The full number and
         *     the payment password go upstream encrypted, are never logged, and the answer shows the
         *     last four digits only. 409 payment_password_required when none is set.
         */
        post: operations["bindPayoutAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/payment-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the payment password, or changes it (with the current one).
         * @description Needs a session and X-CSRF; a free type-4 account is 403 free_reject. Six digits
         *     (Bengali digits read as digits). Without `currentPassword` it sets the first one (409
         *     payment_password_set when one exists); with it, it changes it (`currentPassword:
         *     password_incorrect`). Encrypted upstream; never logged or answered. The site then
         *     reads GET /me/security again.
         */
        put: operations["setPaymentPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The security centre - payment password set or not, payout accounts, e-mail, payee name, nickname. */
        get: operations["getSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/security-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The security questions one may choose, in the request's language.
         * @description Needs a session; a free type-4 account is 403 free_reject (it has no payment password to recover).
         */
        get: operations["getSecurityQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/security-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's questions (never their answers) - the ones a reset by questions must answer.
         * @description Needs a session; 403 free_reject for a free account. `set` false and no items when none are chosen.
         */
        get: operations["getMySecurityQuestions"];
        /**
         * Chooses two or three of the questions offered and answers them - once.
         * @description Needs a session and X-CSRF; 403 free_reject for a free account. Each question once, by
         *     its id from GET /security-questions; each answer 1 to 64 characters once trimmed (the
         *     back office compares answers trimmed and in any case). Chosen once: a second choice is
         *     409 security_questions_set (customer service changes them). The answers go upstream
         *     encrypted only; they are never logged and never answered back, not even in a problem.
         *     The site then reads GET /me/security again (`hasSecurityQuestions`).
         */
        put: operations["setSecurityQuestions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new payment password without the current one - by the security questions' answers, or by an SMS code.
         * @description Needs a session and X-CSRF; 403 free_reject for a free account. Method `questions`
         *     answers every question of GET /me/security-questions (409 security_questions_required
         *     when none are chosen; a wrong answer is `answers: answers_incorrect`, which one never
         *     said). Method `sms` names the member's own mobile number (`mobile: mobile_mismatch`
         *     otherwise) and the code POST /sms-codes sent to it with purpose `reset`
         *     (`smsCode: sms_code_invalid`); it is offered only where the site's CHNGPASSVERIF3
         *     switch is on (GET /site's switches; 403 feature_disabled otherwise). The new payment
         *     password is six digits (Bengali digits read as digits), confirmed, and not the current
         *     one (`newPassword: password_same`); 409 payment_password_required when none was ever
         *     set. Every reset counts against the payment password's limit per member (429
         *     rate_limited, `Retry-After`), so answers and codes are guessed no faster than the
         *     password. Answers, code and passwords go upstream encrypted only, and are never logged
         *     or answered.
         */
        post: operations["resetPaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My account - the profile, the VIP level and the identity verification's status.
         * @description Needs a session (a free type-4 account reads it too). The e-mail is masked; the
         *     verification's status is absent when it could not be read. Never cached.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the nickname, e-mail or payee name; the answer is the profile as it is then.
         * @description Needs a session and X-CSRF; a free type-4 account is 403 free_reject. Only the fields
         *     sent change (at least one; none is 400 bad_request). Each is trimmed: `nickname`
         *     format_invalid (2 to 20 letters, digits, spaces, dots, dashes, underscores), `email`
         *     email_format, `payeeName` name_format (2 to 64 letters, spaces, dots, dashes,
         *     apostrophes); a payee name once set is `payeeName: locked` (the back office changes it).
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/v1/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the member's picture.
         * @description Needs a session and X-CSRF; a free type-4 account is 403 free_reject. One picture,
         *     field `avatar`, as every upload is read (see UploadRules). The answer is where it is
         *     served now, under /media/.
         */
        put: operations["setAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity verification (KYC) - none, pending (under review), verified or rejected with the reason - and the site's minimum age. */
        get: operations["getVerification"];
        put?: never;
        /**
         * Submits both sides of the ID and the date of birth for review.
         * @description Needs a session and X-CSRF; a free type-4 account is 403 free_reject. `front` and
         *     `back` one picture each (required; see UploadRules), `dateOfBirth` YYYY-MM-DD: invalid
         *     when it is not a real past day ('please enter the correct date of birth'), underage
         *     when it is younger than the site's minimum age, which the detail names ('please confirm
         *     you are 21 years old'). Every problem is answered at once, in the form's order. One
         *     under review or verified is 409 verification_submitted; a rejected one may be sent
         *     again. The pictures go upstream only, never answered or served.
         */
        post: operations["submitVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promotions/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies for a promotion with a comment and up to three pictures.
         * @description Needs a session and X-CSRF; a free type-4 account is 403 free_reject. `comment`
         *     required, at most 140 characters (too_long); `pictures` at most three (see
         *     UploadRules). Every problem is answered at once. The promotion then shows `applying`
         *     until the back office decides; a second application while one is under review or
         *     approved is 409 already_applied; a promotion that takes no application is 404
         *     not_found.
         */
        post: operations["applyForPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account record - every movement of money, newest first, with the range's totals. */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bet record, newest first, with the range's totals.
         * @description Only when the site's TRANSBETREPMEM3 switch is on; else 403 feature_disabled.
         */
        get: operations["listBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/records/profit-loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profit and loss by game category over a range. */
        get: operations["getProfitLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contract-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any member's contract prompts - the contracts an upline offers that wait for an answer.
         * @description What the site asks once after a login (and after a page load with a session) for any
         *     member: up to three dialogs in turn (daily salary, dividend, hourly salary), each with
         *     cancel or go to its contract screen (GET /contracts/{kind}). An upline offers players
         *     contracts too. Types 4, 40, 41 and 42 get an empty list, and the upstream is not asked.
         *     For an agent it answers as GET /agent/contract-requests.
         */
        get: operations["getMemberContractPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        /**
         * A contract an upline offers the member, or pending false when none waits.
         * @description Any member; types 4, 40, 41 and 42 always read pending false, and the upstream is not asked.
         */
        get: operations["getMemberContract"];
        put?: never;
        /**
         * Accepts or refuses the member's pending request of this kind.
         * @description Needs X-CSRF. A request no longer pending (answered already, or withdrawn) is 404
         *     not_found; so is any answer of types 4, 40, 41 and 42, whose contracts are never asked.
         */
        post: operations["answerMemberContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent home - the balance, the four team counters over a range, the navigation grid and the footer's dividend entry.
         * @description Agents only: a session whose member type is 0, 4 or 40 is 403 agent_only, decided from
         *     the sealed session, never from the request; types 41 and 42 see it. Each section whose
         *     upstream call fails degrades alone (balance and counters left out, menu empty). `menu`
         *     lists the grid's entries whose white-label switch is on, in the spec's order. The
         *     greeting is the site's, by the phone's hour.
         */
        get: operations["getAgentHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/contract-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contracts whose request waits for an answer - the prompts the site shows once after login.
         * @description The site asks this once after a login (and after a page load with a session), only
         *     for an agent session: up to three dialogs in turn (daily salary, dividend, hourly
         *     salary), each with cancel or go to its contract screen. Types 41 and 42 get none
         *     (the upstream is not asked); 0, 4 and 40 are agent_only.
         */
        get: operations["getContractPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/contracts/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        /** A contract's proposed terms, or pending false when no request waits. */
        get: operations["getContract"];
        put?: never;
        /**
         * Accepts or refuses the pending request of this kind.
         * @description A request no longer pending (answered already, or withdrawn) is 404 not_found.
         */
        post: operations["answerContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team over a range - members, new and active ones, deposits, withdrawals, bets, payouts and the team's profit. */
        get: operations["getTeamOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/profit-loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profit and loss per downline over a range (those with figures), by level, with the team's totals. */
        get: operations["getTeamProfitLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/team/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's bets over a range, newest first, with the range's totals. */
        get: operations["getTeamBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's rebate income by day and game category - its own rate less the bettor's, on the team's bets. */
        get: operations["getRebateIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/dividends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's dividend of each period that overlaps the range, newest first. */
        get: operations["getDividends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/downlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole team (every level), newest first, with balances and last logins, searched by a part of a name. */
        get: operations["listDownlines"];
        put?: never;
        /**
         * Opens an account for a new downline - a real member who logs in with this password.
         * @description The rates are checked against the agent's own (GET /agent/rebates) before the upstream
         *     sees them: a rate above the agent's is `rebates[i].rate` out_of_range. The password
         *     goes upstream encrypted only and is never logged or answered.
         */
        post: operations["openDownline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/downlines/{userName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        /** One member of the team with its rebates and the most the agent may give in each category. */
        get: operations["getDownline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/downlines/{userName}/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a direct downline who is a player an agent; anyone else is 422 promotion_not_allowed. */
        post: operations["promoteDownline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/downlines/{userName}/rebates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Sets a downline's rates within the agent's own (checked by the BFF first); a category left out is 0. */
        put: operations["setDownlineRebates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/rebates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's own rates - the most a downline may be given in each game category. */
        get: operations["getRebateLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves money from the agent's main wallet to a downline's.
         * @description A money write, as POST /wallet-transfers: the X-CSRF header and an `Idempotency-Key`;
         *     a repeated key answers the first answer without asking the upstream again (one debit);
         *     never retried; a transfer whose answer never came is 502 outcome_unknown (check the
         *     team or the account record before trying again). The switch and the balance are read
         *     first: transfers off (403 feature_disabled) or more than the main wallet holds (422
         *     insufficient_funds) are refused before anything is sent, and the key stays free.
         */
        post: operations["transferToDownline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/affiliate-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's registration links, on the site's own host; 403 feature_disabled when the upstream does not offer them to this merchant. */
        get: operations["listAffiliateLinks"];
        put?: never;
        /** Makes a new registration link (at most five; then 422 affiliate_links_full). */
        post: operations["createAffiliateLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/affiliate-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a link; the answer is the links left. */
        delete: operations["deleteAffiliateLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/affiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members registered through the agent's links, newest first. */
        get: operations["listAffiliates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promotions of one category (all when none), with the category tabs and the player's status on each.
         * @description The promotions are the back office's announcements of type PR and the tabs its promotion
         *     categories, both cached like the catalogue (`stale: true` when a cached answer outlived
         *     an upstream failure). With a session each promotion carries the player's status, its
         *     kind and the action it allows; a visitor gets a status from the dates alone (join,
         *     coming_soon, close) and the action login. `Cache-Control: no-store` either way.
         */
        get: operations["listPromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        /**
         * One promotion with every picture and its HTML, sanitised as announcements are.
         * @description As GET /promotions for the status and action. An unknown id is 404 not_found.
         */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promotions/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claims a promotion's bonus (a raffle's prize too), or joins a promotion one joins with a tap.
         * @description A money write: needs a session, the X-CSRF header and an `Idempotency-Key` (one per
         *     tap); never retried; a claim whose answer never came is 502 outcome_unknown (check the
         *     reward centre before trying again). A free (type 4) account is 403 free_reject. The
         *     player's status is read first: claimed or issued is 409 already_claimed, a promotion
         *     joined by an application (action apply) or with nothing to claim is 422 not_claimable,
         *     and none of these reaches the upstream (the key stays free). The bonus is credited to
         *     the main wallet.
         */
        post: operations["claimPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reward centre - what the player can claim (first) and has claimed - promotion claims, the raffle, the sign-up reward.
         * @description Needs a session; `Cache-Control: no-store`. A claimable entry is claimed with POST /promotions/{promotionId}/claims.
         */
        get: operations["getRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manual rebate - what a claim pays now, by game category.
         * @description Needs a session and the site's MANPLAYREB3 switch (403 feature_disabled without it); `Cache-Control: no-store`.
         */
        get: operations["getRebates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rebates/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claims every category's rebate at once, into the main wallet.
         * @description A money write (Idempotency-Key, never retried, outcome_unknown); free_reject for a free
         *     (type 4) account; feature_disabled without MANPLAYREB3. A total under the minimum is
         *     422 not_claimable before anything is sent.
         */
        post: operations["claimRebates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's VIP rank, how far the next one is, and every rank's benefits.
         * @description Needs a session and the site's show-VIP switch (SHOWVIP; feature_disabled without it).
         */
        get: operations["getVIP"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's invitation code and the link to share, on the site's own host, with what it has brought.
         * @description Needs a session and the REFERRAL promotion's switch (feature_disabled without it; the
         *     site then says 'coming soon'); a free (type 4) account is 403 free_reject. The link is
         *     the registration screen with `?ref=`, which the registration sends as `recommenderId`.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/red-envelopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The red-envelope rain on now (null when none), and when the next one comes.
         * @description Needs a session and the site's REDRAIN3 switch (feature_disabled without it).
         */
        get: operations["getRedEnvelopes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/red-envelopes/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Catches the player's envelope of the rain that is on, into the main wallet.
         * @description A money write (Idempotency-Key, never retried, outcome_unknown); free_reject for a free
         *     account. A rain not on (or another than named) is 422 not_claimable and one already
         *     caught 409 already_claimed, both before anything is sent.
         */
        post: operations["claimRedEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's limits, pending changes, time-out or exclusion, reality check and session clock.
         * @description Needs a session. Money limits count over a rolling period ending now (`used`,
         *     `remaining`); a raise or removal waits `coolingOffHours` (pending, with `effectiveAt`).
         *     `session.loginAt` is this session's login, `session.endsAt` when the session limit ends
         *     it (null: none), `session.netResult` winnings less stakes since the login (negative: a
         *     loss). The BFF enforces all of it: see the time-outs, the deposits and the launches.
         */
        get: operations["getProtection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets or removes limits, together.
         * @description Deposit and loss limits per period (one the site offers: GET /site's
         *     `responsibleGaming.limitPeriods`) and the session limit in minutes (1 to 1440). A new or
         *     lower limit applies at once; a higher one, or a removal, after the cooling-off period
         *     (24 hours), shown in `pending`. A session limit in force ends the session once it has
         *     lasted that long since its login (401 session_limit_reached on the next call).
         */
        put: operations["setLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection/reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the interval between reality checks, one of the site's choices. */
        put: operations["setRealityCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection/time-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes a time-out of 24 hours, 7 days, 30 days or 6 weeks; the session ends at once.
         * @description The site asks the player to confirm twice, then sends `confirmed: true` (without it:
         *     validation_failed on `confirmed`). Never retried. The answer clears the session cookie;
         *     until the end, logins, launches, deposits and claims answer 403 self_excluded with the
         *     end, even with a session cookie from before. A shorter time-out never shortens one in force.
         */
        post: operations["takeTimeOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection/self-exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Self-excludes for 6 months, 1 year, 5 years or permanently; the session ends at once.
         * @description As the time-outs, with the self-exclusion's lengths.
         */
        post: operations["selfExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protection/exclusion-extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lengthens the exclusion of a player who cannot log in, by their user name and password.
         * @description A player on a time-out has no session and cannot log in, yet may take a longer time-out or
         *     a self-exclusion at any time. The credentials are checked by the back office; no session is
         *     opened. An exclusion is never shortened: the answer is the exclusion in force after it, the
         *     one asked for or a longer one already there. Rate limited per client and per account, as a
         *     login. A wrong user name or password is invalid_credentials.
         */
        post: operations["extendExclusion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Problem: {
            /** @example about:blank */
            type: string;
            /** @example Validation failed */
            title: string;
            status: number;
            code: components["schemas"]["ErrorCode"];
            /** @description For people; never the upstream's words. */
            detail: string;
            /** @description Only with validation_failed. */
            fields?: components["schemas"]["FieldError"][];
            /** @description Only with self_excluded. */
            exclusion?: components["schemas"]["ExclusionFacts"];
            /** @description Only with limit_exceeded. */
            limit?: components["schemas"]["LimitFacts"];
        };
        ExclusionFacts: {
            /** @enum {string} */
            kind: "time_out" | "self_exclusion";
            /**
             * Format: date-time
             * @description When it ends; null when permanent.
             */
            until: string | null;
            permanent: boolean;
        };
        LimitFacts: {
            kind: components["schemas"]["LimitKind"];
            period?: components["schemas"]["LimitPeriod"];
            amount: components["schemas"]["Amount"];
            remaining: components["schemas"]["Amount"];
        };
        /** @enum {string} */
        LimitKind: "deposit" | "loss" | "session";
        Protection: {
            limits: {
                kind: components["schemas"]["LimitKind"];
                period?: components["schemas"]["LimitPeriod"];
                amount?: components["schemas"]["Amount"];
                used?: components["schemas"]["Amount"];
                remaining?: components["schemas"]["Amount"];
                minutes?: number;
            }[];
            pending: {
                kind: components["schemas"]["LimitKind"];
                period?: components["schemas"]["LimitPeriod"];
                remove: boolean;
                amount?: components["schemas"]["Amount"];
                minutes?: number;
                /** Format: date-time */
                effectiveAt: string;
            }[];
            exclusion: components["schemas"]["ExclusionFacts"] | null;
            realityCheck: {
                /** @description The player's interval (the site's default until they choose). */
                minutes: number;
                choices: number[];
            };
            session: {
                /** Format: date-time */
                loginAt: string;
                /** Format: date-time */
                endsAt: string | null;
                netResult: components["schemas"]["Amount"];
            };
            /** @example 24 */
            coolingOffHours: number;
        };
        LimitsRequest: {
            limits: {
                kind: components["schemas"]["LimitKind"];
                period?: components["schemas"]["LimitPeriod"];
                /**
                 * @description Deposit and loss limits; as the player typed it.
                 * @example 1000
                 */
                amount?: string;
                /** @description The session limit. */
                minutes?: number;
                /** @default false */
                remove: boolean;
            }[];
        };
        TimeOutRequest: {
            length: components["schemas"]["TimeOutLength"];
            /** @enum {boolean} */
            confirmed: true;
        };
        SelfExclusionRequest: {
            length: components["schemas"]["SelfExclusionLength"];
            /** @enum {boolean} */
            confirmed: true;
        };
        ExclusionTaken: {
            /** @example 24h */
            length: string;
            exclusion: components["schemas"]["ExclusionFacts"];
        };
        /** @enum {string} */
        ErrorCode: "validation_failed" | "bad_request" | "not_found" | "method_not_allowed" | "body_too_large" | "unknown_site" | "login_required" | "session_expired" | "invalid_credentials" | "captcha_required" | "free_reject" | "csrf_rejected" | "rate_limited" | "maintenance" | "region_restricted" | "upstream_unavailable" | "upstream_refused" | "launch_failed" | "not_ready" | "internal" | "idempotency_conflict" | "outcome_unknown" | "insufficient_funds" | "payment_password_required" | "payment_password_set" | "withdrawal_limit_reached" | "turnover_incomplete" | "wallet_locked" | "payout_accounts_full" | "agent_only" | "promotion_not_allowed" | "affiliate_links_full" | "not_claimable" | "already_claimed" | "feature_disabled" | "chat_unavailable" | "verification_submitted" | "already_applied" | "self_excluded" | "limit_exceeded" | "session_limit_reached" | "member_login_refused" | "agent_login_refused" | "account_disabled" | "security_questions_set" | "security_questions_required";
        FieldError: {
            /** @example pageSize */
            name: string;
            code: components["schemas"]["FieldCode"];
            /** @example from 1 to 100 */
            detail?: string;
        };
        /**
         * @description What is wrong with a field. The first five are generic; the others are the site's
         *     message keys of the account forms: account_format (Account format is incorrect),
         *     password_format, email_format (in_email_incorrect), name_format, mobile_invalid (its
         *     detail names the length), confirm_mismatch, captcha_required (Enter a captcha),
         *     invitation_invalid, referrer_invalid (Referrer link error: a referral code naming no
         *     member), username_taken, mobile_taken, terms_required, sms_code_invalid
         *     (Verification code error), password_same (new and old password cannot be the same),
         *     password_incorrect (the old password, or the payment password), format_invalid (any
         *     other field's pattern), account_bound (a payout account already bound). Uploads (see
         *     UploadRules): file_type, file_too_large, too_many_files, image_too_large; locked (a payee
         *     name set already), underage (a date of birth younger than the minimum age the detail
         *     names). The payment password's reset: answers_incorrect (a security question's answer is
         *     wrong; which one is never said), mobile_mismatch (not the account's own number).
         * @enum {string}
         */
        FieldCode: "required" | "invalid" | "out_of_range" | "too_long" | "unknown" | "account_format" | "password_format" | "email_format" | "name_format" | "mobile_invalid" | "confirm_mismatch" | "captcha_required" | "invitation_invalid" | "referrer_invalid" | "username_taken" | "mobile_taken" | "terms_required" | "sms_code_invalid" | "password_same" | "password_incorrect" | "format_invalid" | "account_bound" | "file_type" | "file_too_large" | "too_many_files" | "image_too_large" | "locked" | "underage" | "answers_incorrect" | "mobile_mismatch";
        /** @enum {string} */
        LanguageCode: "bn" | "en";
        /**
         * @description JP jackpot, SC scratch, VP video poker, TG PVP, AC arcade.
         * @enum {string}
         */
        Classify: "JP" | "SC" | "VP" | "TG" | "AC";
        /** @enum {string} */
        SectionStatus: "ok" | "unavailable";
        Game: {
            /** @example JL0092 */
            id: string;
            /** @example 174856 */
            nodeId: string;
            /** @example RNG */
            category: string;
            /** @example JL */
            vendor: string;
            /** @example JILI */
            vendorName: string;
            /** @example Ludo */
            name: string;
            /** @description A /media/ path or an absolute URL; may be empty. */
            icon: string;
            classify?: components["schemas"]["Classify"];
            hot: boolean;
            supportsTrial: boolean;
        };
        Vendor: {
            /** @example JL */
            code: string;
            /** @example JILI */
            name: string;
            /** @description The category its games are listed under. */
            category: string;
            icon: string;
            /** @description Sports books and lotteries open their own game instead of a filtered list. */
            launchesDirectly: boolean;
        };
        Category: {
            /** @example RNG */
            code: string;
            vendors: components["schemas"]["Vendor"][];
            /** @description Categories listed inside this one's menu group (RNG lists FISH). */
            extraCategories: string[];
        };
        Categories: {
            items: components["schemas"]["Category"][];
            stale: boolean;
        };
        GamePage: {
            items: components["schemas"]["Game"][];
            page: number;
            totalPages: number;
            stale: boolean;
        };
        Language: {
            code: components["schemas"]["LanguageCode"];
            /**
             * @description The language's name in itself.
             * @example বাংলা
             */
            name: string;
            /**
             * @description ISO 3166 country code, lower case.
             * @example bd
             */
            flag: string;
        };
        Link: {
            type: string;
            url: string;
        };
        DownloadLink: components["schemas"]["Link"] & {
            /** @enum {string} */
            type?: "android" | "ios" | "mobileconfig";
        };
        SocialLink: components["schemas"]["Link"] & {
            /** @enum {string} */
            type?: "twitter" | "youtube" | "facebook" | "telegram" | "instagram" | "whatsapp" | "x";
        };
        Site: {
            /** @example demo */
            id: string;
            /** @example Demo Casino */
            name: string;
            /** @example DEMO */
            merchant: string;
            languages: components["schemas"]["Language"][];
            defaultLanguage: components["schemas"]["LanguageCode"];
            currency: {
                /** @example BDT */
                code: string;
                /** @example ৳ */
                symbol: string;
                /**
                 * @description The decimals every amount on screen shows.
                 * @example 2
                 */
                decimals: number;
                /**
                 * @description Where the symbol goes beside an amount.
                 * @enum {string}
                 */
                symbolPosition: "before" | "after";
            };
            /**
             * @description maintenance wins when the site is both under maintenance and region restricted.
             * @enum {string}
             */
            status: "normal" | "maintenance" | "region_restricted";
            /** @description The merchant's white-label switches (MANPLAYREB3, TRANSBETREPMEM3, CBS3 ...). */
            switches: {
                [key: string]: boolean;
            };
            downloads: components["schemas"]["DownloadLink"][];
            /** @description Only the links that have a URL, in the footer's order. */
            social: components["schemas"]["SocialLink"][];
            theme: {
                /** @example #0f766e */
                primary: string;
                /** @example #f59e0b */
                accent: string;
            };
            stale: boolean;
            /**
             * @description The age a player must have reached on this site (the age gate, registration, the footer's sign).
             * @enum {integer}
             */
            minAge: 18 | 21;
            licence?: components["schemas"]["Licence"];
            responsibleGaming: components["schemas"]["ResponsibleGaming"];
            brand: {
                /**
                 * @description The site's name as an installed app shows it.
                 * @example Demo Casino
                 */
                name: string;
                /**
                 * @description The name under a home-screen icon.
                 * @example Demo Casino
                 */
                shortName: string;
                /**
                 * @description The header's logo: a path on this host (/icons/... or /media/...).
                 * @example /icons/icon.svg
                 */
                logo: string;
            };
            /**
             * @description The IANA zone of the site's days and times: records, reports, limits and every date on screen.
             * @example Asia/Dhaka
             */
            zone: string;
            /**
             * @description The zone's offsets from UTC, from a year before today (UTC) to a year after it, in
             *     order and without gaps: the site writes its dates in its zone from them, without the
             *     browser's zone data (which costs a page's first date format). A date outside them is
             *     written by the browser's zone data.
             */
            zoneOffsets: {
                /**
                 * Format: date-time
                 * @example 2025-11-22T00:00:00Z
                 */
                from: string;
                /**
                 * Format: date-time
                 * @description The first moment past the period.
                 * @example 2027-11-23T00:00:00Z
                 */
                until: string;
                /**
                 * @description The offset east of UTC, in minutes.
                 * @example 360
                 */
                minutes: number;
            }[];
            /** @description What the home page's footer lists; names are written as they are, not translated. */
            footer: {
                payments: components["schemas"]["FooterItem"][];
                certifications: components["schemas"]["FooterItem"][];
                security: components["schemas"]["FooterItem"][];
            };
            firebase?: components["schemas"]["FirebaseConfig"];
        };
        /**
         * @description The site's Firebase web app, absent when it has none (docs/SESSIONS.md, "Social sign-in").
         *     The site offers Google and Facebook sign-in through it where the white label's switches
         *     (GOOGLELOGIN3, FACEBOOKLOGIN3) are on, and with `sms` verifies mobile numbers by
         *     Firebase's phone sign-in at login and registration. Public by design: the back office
         *     verifies what its ID tokens say.
         */
        FirebaseConfig: {
            /** @example AIzaSyDemoKey_0123456789abcdefghijklmn */
            apiKey: string;
            /** @example casino-1234.firebaseapp.com */
            authDomain: string;
            /** @example casino-1234 */
            projectId: string;
            /** @example 1:1234567890:web:0a1b2c3d4e5f */
            appId: string;
            /** @description Firebase sends and checks the SMS codes of mobile logins and registrations. */
            sms: boolean;
            /**
             * @description The Firebase Auth emulator the site signs in on instead of Google (tests only).
             * @example 127.0.0.1:9099
             */
            emulatorHost?: string;
        };
        FooterItem: {
            /** @example bKash */
            name: string;
            /** Format: uri */
            url?: string;
        };
        /** @description The licence the site operates under; absent when the site names none. */
        Licence: {
            /** @example Malta Gaming Authority */
            issuer: string;
            /** @example MGA/B2C/123/2020 */
            number: string;
            /**
             * Format: uri
             * @description The regulator's page that confirms the licence (https).
             */
            verifyUrl: string;
        };
        /** @description The site's help and the choices of its protection tools (public, the same for every player). */
        ResponsibleGaming: {
            helplines: {
                /** @example GamCare */
                name: string;
                /** @example +44 808 8020 133 */
                phone?: string;
                /** Format: uri */
                url?: string;
            }[];
            links: {
                title: string;
                /** Format: uri */
                url: string;
            }[];
            realityCheck: {
                /** @description Intervals in minutes a player may choose between reality checks. */
                choices: number[];
                /** @description The interval of a player who chose none. */
                default: number;
            };
            /** @description The periods deposit and loss limits may be set for. */
            limitPeriods: components["schemas"]["LimitPeriod"][];
            timeOuts: components["schemas"]["TimeOutLength"][];
            selfExclusions: components["schemas"]["SelfExclusionLength"][];
            /**
             * @description How long a raised or removed limit waits before it applies (a lower one applies at once).
             * @example 24
             */
            coolingOffHours: number;
        };
        /**
         * @description A rolling period ending now (the last 24 hours, 7 days, 30 days).
         * @enum {string}
         */
        LimitPeriod: "day" | "week" | "month";
        /** @enum {string} */
        TimeOutLength: "24h" | "7d" | "30d" | "6w";
        /** @enum {string} */
        SelfExclusionLength: "6m" | "1y" | "5y" | "permanent";
        Announcement: {
            id: string;
            title: string;
            /** @description The merchant's HTML through the BFF's sanitiser: render it as HTML. */
            content: string;
            /** Format: date */
            startDate: string | null;
            /**
             * Format: date
             * @description null when it never ends.
             */
            endDate: string | null;
            noExpiry: boolean;
            /** @description The pictures in sequence order. */
            images: string[];
            /** @description Where a popup leads, checked against the site's links; may be empty. */
            link: string;
        };
        Banner: {
            id: string;
            image: string;
            /** @description May be empty. */
            link: string;
        };
        CategoryGames: {
            /** @example RNG */
            code: string;
            vendors: components["schemas"]["Vendor"][];
            games: components["schemas"]["Game"][];
            /** @description Pages of 9. */
            totalPages: number;
        };
        Winner: {
            game: components["schemas"]["Game"];
            /** Format: date */
            date: string | null;
            /** @description Masked: ra***n. */
            customer: string;
            amount: number;
        };
        Team: {
            name: string;
            image: string;
        };
        HotMatch: {
            league: string;
            home: components["schemas"]["Team"];
            away: components["schemas"]["Team"];
            /** Format: date-time */
            startsAt: string | null;
            odds: {
                home: number;
                away: number;
            };
            vendor: string;
            gameId: string;
            nodeId: string;
            matchId: string;
            leagueId: string;
        };
        AnnouncementSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["Announcement"][];
        };
        BannerSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["Banner"][];
        };
        GameSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["Game"][];
        };
        CategoryGamesSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["CategoryGames"][];
        };
        VendorSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["Vendor"][];
        };
        WinnerSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["Winner"][];
        };
        HotMatchSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["HotMatch"][];
        };
        Home: {
            announcements: components["schemas"]["AnnouncementSection"];
            popups: components["schemas"]["AnnouncementSection"];
            banners: components["schemas"]["BannerSection"];
            hotGames: components["schemas"]["GameSection"];
            categories: components["schemas"]["CategoryGamesSection"];
            vendors: components["schemas"]["VendorSection"];
            winners: components["schemas"]["WinnerSection"];
            hotMatches: components["schemas"]["HotMatchSection"];
        };
        GameList: {
            items: components["schemas"]["Game"][];
            stale: boolean;
        };
        Winners: {
            items: components["schemas"]["Winner"][];
            stale: boolean;
        };
        HotMatches: {
            items: components["schemas"]["HotMatch"][];
            stale: boolean;
        };
        Lotteries: {
            items: components["schemas"]["Lottery"][];
            stale: boolean;
        };
        /** @description One lottery, and the game POST /launches opens (its id as gameId, nodeId, vendor, category). */
        Lottery: {
            /** @example TCG0001 */
            id: string;
            nodeId: string;
            /** @enum {string} */
            category: "ELOTT" | "LOTT";
            /** @example TCG */
            vendor: string;
            name: string;
            icon: string;
            /** @description The groups of bets it takes, in the merchant's words. */
            menu: components["schemas"]["LotteryMenuItem"][];
            /** @description null when its draws cannot be read now. */
            draws: components["schemas"]["LotteryDraws"] | null;
        };
        LotteryMenuItem: {
            /** @example BIG_SMALL */
            code: string;
            name: string;
        };
        LotteryDraws: {
            /** @description The issue taking bets now; null when the lottery takes none. */
            next: components["schemas"]["LotteryIssue"] | null;
            /** @description The latest issue drawn; null before the first. */
            latest: components["schemas"]["LotteryResult"] | null;
            /** @description The issues drawn before the latest, newest first (four at most). */
            previous: components["schemas"]["LotteryResult"][];
        };
        LotteryIssue: {
            /** @example 20261122-0722 */
            issue: string;
            /**
             * Format: date-time
             * @description When its bets stop.
             */
            closesAt: string;
            /** Format: date-time */
            drawsAt: string;
        };
        LotteryResult: {
            /** @example 20261122-0721 */
            issue: string;
            /** @description The opened numbers in drawing order, as the lottery writes them. */
            numbers: string[];
            /** Format: date-time */
            drawnAt: string;
        };
        LobbyNews: {
            items: components["schemas"]["NewsItem"][];
            stale: boolean;
        };
        NewsItem: {
            id: string;
            title: string;
            /** @description The merchant's HTML through the BFF's sanitiser: render it as HTML. */
            content: string;
            /** @description Absent when none. */
            image?: string;
            /** Format: date-time */
            publishedAt?: string;
        };
        SideMenu: {
            banners: components["schemas"]["BannerSection"];
            /** @description The site offers live chat (CBS3). */
            liveChat: boolean;
            liveModels: components["schemas"]["LiveModelSection"];
        };
        LiveModelSection: {
            status: components["schemas"]["SectionStatus"];
            stale: boolean;
            items: components["schemas"]["LiveModel"][];
        };
        /** @description A host of the live chat, in the chat service's order. */
        LiveModel: {
            id: string;
            name: string;
            /** @description May be empty. */
            avatar: string;
            intro: string;
            online: boolean;
            languages: string[];
        };
        FavouriteIds: {
            /** @description Node ids, newest favourite first. */
            nodeIds: string[];
        };
        FavouriteChange: {
            /** @example JL */
            vendor?: string;
        };
        LaunchRequest: {
            /**
             * @description With nodeId; both absent for a vendor tile.
             * @example JL0092
             */
            gameId?: string;
            /** @example 174856 */
            nodeId?: string;
            /** @example JL */
            vendor: string;
            /**
             * @description The tile's category (a game's category, a vendor's category), or VASSALAGE for a vendor entry.
             * @example RNG
             */
            category: string;
            /** @description A hot match, with leagueId. */
            matchId?: string;
            leagueId?: string;
        };
        Launch: {
            /** @description What to open: the game's address, or in mode route the site's own path. */
            url: string;
            /** @enum {string} */
            mode: "real" | "trial" | "lottery" | "route";
            /**
             * @description Mode route only.
             * @example /m/gameList?gameType=RNG&vassalage=PG
             */
            route?: string;
            /**
             * @description Mode lottery only.
             * @enum {string}
             */
            prizeMode?: "elott" | "lott";
        };
        /**
         * @description By member type: 0 member; 4 (and a missing type) trial; 40, 41, 42 special; any other
         *     agent. visitor without a session.
         * @enum {string}
         */
        Role: "visitor" | "member" | "trial" | "special" | "agent";
        Session: {
            authenticated: boolean;
            role: components["schemas"]["Role"];
            /**
             * @description Logged in only.
             * @example demo01
             */
            userName?: string;
            /**
             * @description The member type; logged in only.
             * @example 0
             */
            type?: number;
            /** @description Member types 0, 1 and 2. */
            canDeposit: boolean;
            /** @description Any member type but 0, 4 and 40: the agent pages and the agency centre entry. */
            isAgent: boolean;
            /** @description Present (true) when the cookie is persistent. */
            rememberMe?: boolean;
            /**
             * Format: date-time
             * @description When the cookie ends; logged in only.
             */
            expiresAt?: string;
            /**
             * Format: date-time
             * @description When the player logged in (the session clock and the reality checks count from it); logged in only.
             */
            loginAt?: string;
        };
        LoginRequest: {
            /**
             * @default username
             * @enum {string}
             */
            method: "username" | "mobile" | "firebase";
            /** @description Method username; trimmed. */
            username?: string;
            /** @description Method username. */
            password?: string;
            /**
             * @description Method mobile; spaces, dashes, a leading + with the dialling code and the leading 0 are dropped.
             * @example 01712345678
             */
            mobile?: string;
            /**
             * @description Digits, no +.
             * @example 880
             */
            dialingCode?: string;
            /**
             * @description Method mobile: 4 to 10 digits.
             * @example 123456
             */
            smsCode?: string;
            /** @description After captcha_required: the id of GET /captcha. */
            captchaId?: string;
            /** @description The captcha's digits. */
            captcha?: string;
            /** @default false */
            rememberMe: boolean;
            /**
             * @description The login form's kind. `member` (the members' login) refuses an agent (types other
             *     than 0, 4 and 40) with 403 member_login_refused (the site's error_member_login);
             *     `agent` (the agents' login) refuses the others with 403 agent_login_refused
             *     (error_agent_login). Absent, anyone may log in.
             * @enum {string}
             */
            as?: "member" | "agent";
            /**
             * @description Method firebase: how Firebase signed the player in; sms only on a site whose Firebase config has sms.
             * @enum {string}
             */
            firebaseChannel?: "google" | "facebook" | "sms";
            /**
             * @description Method firebase: the ID token Firebase issued, sent once and never answered or logged.
             *     The back office verifies it; a Google or Facebook identity's first sign-in registers
             *     a member.
             */
            firebaseIdToken?: string;
            /**
             * @description Method firebase, channel sms: the number Firebase checked.
             * @example 01712345678
             */
            firebaseMobileNo?: string;
            /**
             * @description Method firebase, channel sms: its dialling code, digits.
             * @example 880
             */
            countryDialingCode?: string;
        };
        Captcha: {
            /** @example cap00000001 */
            captchaId: string;
            /**
             * @description A data URL of a picture.
             * @example data:image/png;base64,iVBORw0KGgo...
             */
            image: string;
        };
        RegistrationField: {
            /**
             * @description The request field it stands for.
             * @enum {string}
             */
            name: "username" | "password" | "confirmPassword" | "mobile" | "smsCode" | "email" | "nickname" | "payeeName" | "paymentPassword" | "idNumber" | "qq" | "facebook" | "wechat" | "line" | "whatsapp" | "zalo" | "invitationCode" | "captcha";
            /** @description Show the field. */
            enabled: boolean;
            /** @description Mark it required; an optional empty field passes. */
            required: boolean;
            /** @description The rule a non-empty value must pass. */
            pattern?: string;
            maxLength?: number;
            messageKey: components["schemas"]["FieldCode"];
            /** @description The registration methods whose form shows it. */
            methods: ("username" | "mobile")[];
        };
        RegistrationSettings: {
            /** @description The registration methods in tab order; show tabs only when there are two. */
            methods: ("username" | "mobile")[];
            /** @enum {string} */
            defaultMethod: "username" | "mobile";
            /** @description A mobile registration needs an SMS code. */
            smsVerification: boolean;
            /**
             * @description For the terms and age box.
             * @example 18
             */
            minimumAge: number;
            /** @example /m/help?tag=terms */
            termsPath: string;
            dialingCodes: string[];
            /** @example 880 */
            defaultDialingCode: string;
            /**
             * @description Digits of a mobile number without its dialling code and leading 0.
             * @example 10
             */
            mobileLength?: number;
            /** @description In form order. */
            fields: components["schemas"]["RegistrationField"][];
        };
        RegistrationRequest: {
            /** @enum {string} */
            method: "username" | "mobile";
            /** @description Method username. */
            username?: string;
            /** @description Method mobile. */
            mobile?: string;
            /**
             * @description Method mobile; the default dialling code when absent.
             * @example 880
             */
            dialingCode?: string;
            /** @description Method mobile, when smsVerification (and the site's Firebase sends no codes). */
            smsCode?: string;
            /**
             * @description Method mobile, on a site whose Firebase config has sms: the number was checked by Firebase's phone sign-in.
             * @enum {string}
             */
            firebaseChannel?: "sms";
            /** @description With firebaseChannel: the phone sign-in's ID token, in place of smsCode. */
            firebaseIdToken?: string;
            password: string;
            confirmPassword: string;
            email?: string;
            nickname?: string;
            payeeName?: string;
            paymentPassword?: string;
            idNumber?: string;
            qq?: string;
            facebook?: string;
            wechat?: string;
            line?: string;
            whatsapp?: string;
            zalo?: string;
            /** @example AFF2026 */
            invitationCode?: string;
            /**
             * @description The `ref` of an invite-friends link: the inviting member's code, sent upstream as the
             *     recommender. Letters, digits, `_` and `-`; one the upstream knows no member by is
             *     `referrer_invalid` on this field.
             * @example R10086521
             */
            referralCode?: string;
            captchaId?: string;
            captcha?: string;
            /** @description The terms and age box; must be true. */
            acceptTerms: boolean;
            /**
             * @description How the site runs, as the upstream records a registration's channel: APP inside the
             *     native app's web view, PWA installed to the home screen, WEBCLIP an iOS web clip (a
             *     standalone page the site entered with `?webclip=1`), H5 a browser (also when absent).
             * @enum {string}
             */
            registerMethod?: "APP" | "H5" | "PWA" | "WEBCLIP";
        };
        UsernameAvailability: {
            username: string;
            available: boolean;
        };
        InvitationCode: {
            code: string;
            valid: boolean;
        };
        SMSCodeRequest: {
            /** @enum {string} */
            purpose: "login" | "register" | "reset";
            /** @example 01712345678 */
            mobile: string;
            /** @example 880 */
            dialingCode?: string;
            /**
             * @description Where the site's switch SMSCAPTCHA3 is on: the id of GET /captcha's picture, sent with
             *     its answer. The back office sends no code without the right answer: 400
             *     validation_failed, field captcha (captcha_required); a captcha answers once.
             */
            captchaId?: string;
            /** @description The captcha's digits, with captchaId. */
            captcha?: string;
        };
        SMSCode: {
            /**
             * @description Disable resending this long.
             * @example 60
             */
            countdownSeconds: number;
        };
        ForgotPasswordRequest: {
            username: string;
            email: string;
        };
        Accepted: {
            accepted: boolean;
        };
        PhoneResetRequest: {
            mobile: string;
            /** @example 880 */
            dialingCode?: string;
            smsCode: string;
            /** @description The registration form's password pattern. */
            newPassword: string;
            /** @default false */
            rememberMe: boolean;
        };
        PasswordChangeRequest: {
            oldPassword: string;
            /** @description The registration form's password pattern; must differ from the old one. */
            newPassword: string;
            confirmPassword: string;
        };
        PasswordChanged: {
            changed: boolean;
        };
        Member: {
            /**
             * @description The member ID the menu shows with a copy button.
             * @example 10086521
             */
            id: string;
            /** @example demo01 */
            account: string;
            /** @example Rahim */
            nickname?: string;
            /**
             * @description The nickname, else the account.
             * @example Rahim
             */
            displayName: string;
            /**
             * @description Absent when none.
             * @example VIP
             */
            clubLabel?: string;
            /** @example 0 */
            type: number;
            role: components["schemas"]["Role"];
            canDeposit: boolean;
            isAgent: boolean;
        };
        UnreadCounts: {
            announcements: number;
            /** @description Null for a free (type 4) account. */
            inbox: number | null;
            /** @description Null without live chat (CBS3), for a free account, and when the chat service did not answer. */
            chat: number | null;
        };
        /** @enum {string} */
        AnnouncementKind: "notice" | "agent" | "popup" | "banner";
        AnnouncementItem: {
            id: string;
            kind: components["schemas"]["AnnouncementKind"];
            /** @description Plain text. */
            title: string;
            /** @description Sanitised HTML: render it as HTML. */
            content: string;
            /** @description The content's first 120 characters as plain text, … when cut. */
            preview: string;
            /** Format: date */
            startDate: string | null;
            /**
             * Format: date
             * @description null when it never ends.
             */
            endDate: string | null;
            noExpiry: boolean;
            /** @description Always false for a visitor. */
            read: boolean;
            /** @description The pictures in sequence order (a banner's own first); https or the site's /media/ paths. */
            images: string[];
            /** @description Where a banner or popup leads, checked against the site's links; may be empty. */
            link: string;
        };
        Announcements: {
            items: components["schemas"]["AnnouncementItem"][];
            /** @description A member's (not a free account's, not a visitor's): opening marks it read. */
            canMarkRead: boolean;
        };
        MarkedRead: {
            id: string;
            read: boolean;
        };
        Message: {
            id: string;
            title: string;
            /** @description Sanitised HTML: render it as HTML. */
            content: string;
            preview: string;
            /** Format: date-time */
            sentAt: string;
            read: boolean;
        };
        Inbox: {
            items: components["schemas"]["Message"][];
            page: number;
            totalPages: number;
            total: number;
        };
        DeletedMessages: {
            deleted: string[];
        };
        ChatLaunchRequest: {
            /** @description The site's page the chat leads back to (/m/...); /m/home when absent. */
            returnTo?: string;
        };
        ChatLaunch: {
            url: string;
        };
        Contact: {
            /** @enum {string} */
            type: "livechat" | "facebook" | "telegram" | "whatsapp" | "youtube" | "instagram";
            name: string;
            /** @description https; empty for live chat, which POST /chat-launches opens. */
            url: string;
            position: number;
        };
        CustomerService: {
            liveChat: boolean;
            contacts: components["schemas"]["Contact"][];
            stale: boolean;
        };
        HelpTopic: {
            id: string;
            /** @description terms: the terms of use. */
            tag?: string;
            title: string;
            /** @description Sanitised HTML: render it as HTML. */
            content: string;
        };
        Help: {
            topics: components["schemas"]["HelpTopic"][];
            stale: boolean;
        };
        FeedbackRequest: {
            content: string;
            contact?: string;
        };
        FeedbackAccepted: {
            accepted: boolean;
        };
        /**
         * @description An exact amount of the site's currency with two decimals; never a float.
         * @example 1500.00
         */
        Amount: string;
        /**
         * @description An amount as the player typed it: digits (Bengali digits too), at most two decimals,
         *     positive; commas and spaces are ignored.
         * @example 1500
         */
        AmountInput: string;
        Wallet: {
            balance: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
        };
        GameWallet: {
            /**
             * @description MAIN for the main wallet, else the vendor code.
             * @example JL
             */
            id: string;
            /** @example JILI */
            name: string;
            balance: components["schemas"]["Amount"];
            /** @description A game is open on it: no transfer until it closes. */
            locked: boolean;
        };
        Wallets: {
            total: components["schemas"]["Amount"];
            main: components["schemas"]["GameWallet"];
            games: components["schemas"]["GameWallet"][];
            /** @example BDT */
            currency: string;
        };
        WalletTransferRequest: {
            /** @example MAIN */
            from: string;
            /** @example JL */
            to: string;
            amount: components["schemas"]["AmountInput"];
        };
        /** @enum {string} */
        DepositKind: "gateway" | "bank" | "mobile" | "qr";
        PayTo: {
            /** @example bKash */
            provider: string;
            /** @example Demo Casino Ltd */
            accountName: string;
            /**
             * @description The merchant's own account, shown whole to send to.
             * @example 01711000111
             */
            accountNumber: string;
            branch?: string;
        };
        DepositMethod: {
            /** @example bkash */
            id: string;
            kind: components["schemas"]["DepositKind"];
            /** @example bKash */
            name: string;
            min: components["schemas"]["Amount"];
            max: components["schemas"]["Amount"];
            presets: components["schemas"]["Amount"][];
            payTo?: components["schemas"]["PayTo"];
            /**
             * @description Bank and mobile: what to write in the transfer's note.
             * @example D10086521
             */
            reference?: string;
        };
        DepositPromotion: {
            id: string;
            title: string;
            /**
             * @description The bonus, in percent of the deposit.
             * @example 10
             */
            percent: string;
            maxBonus?: components["schemas"]["Amount"];
            minDeposit: components["schemas"]["Amount"];
            /**
             * @description Times the deposit and bonus to bet before a withdrawal.
             * @example 5
             */
            turnover?: string;
        };
        DepositMethods: {
            methods: components["schemas"]["DepositMethod"][];
            promotions: components["schemas"]["DepositPromotion"][];
            /** @example BDT */
            currency: string;
        };
        DepositRequest: {
            methodId: string;
            amount: components["schemas"]["AmountInput"];
            promotionId?: string;
            /** @description Bank and mobile: the account or number the money came from. */
            senderAccount?: string;
            /** @description Bank and mobile: the payment's transaction id. */
            transactionId?: string;
        };
        /** @enum {string} */
        RecordStatus: "pending" | "approved" | "rejected";
        Deposit: {
            id: string;
            methodId: string;
            methodName: string;
            kind: components["schemas"]["DepositKind"];
            amount: components["schemas"]["Amount"];
            bonus: components["schemas"]["Amount"];
            status: components["schemas"]["RecordStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description gateway: the page to open. */
            redirectUrl?: string;
            /** @description qr: the code's text. */
            qrCode?: string;
            /** @description qr: the code as a PNG data URL. */
            qrImage?: string;
            payTo?: components["schemas"]["PayTo"];
            reference?: string;
            /** @description Why it was rejected. */
            reason?: string;
        };
        RecordTotals: {
            /** @description The sum of the approved ones over the whole range. */
            approved: components["schemas"]["Amount"];
        };
        DepositPage: {
            items: components["schemas"]["Deposit"][];
            page: number;
            totalPages: number;
            totals: components["schemas"]["RecordTotals"];
        };
        /** @enum {string} */
        PayoutKind: "bank" | "mobile";
        PayoutAccount: {
            id: string;
            kind: components["schemas"]["PayoutKind"];
            /** @example bKash */
            provider: string;
            /** @example Rahim Uddin */
            accountName: string;
            /**
             * @description The number's last four digits; the rest never leaves the BFF.
             * @example 5678
             */
            lastDigits: string;
            default: boolean;
        };
        PayoutProvider: {
            /** @example BKASH */
            code: string;
            /** @example bKash */
            name: string;
            kind: components["schemas"]["PayoutKind"];
        };
        PayoutAccounts: {
            items: components["schemas"]["PayoutAccount"][];
            providers: components["schemas"]["PayoutProvider"][];
        };
        PayoutAccountRequest: {
            kind: components["schemas"]["PayoutKind"];
            /** @description A provider of GET /payout-accounts, of this kind. */
            providerCode: string;
            accountName: string;
            /** @description 6 to 24 digits (Bengali digits too; spaces and dashes ignored); a mobile account is a mobile number. */
            accountNumber: string;
            branch?: string;
            paymentPassword: string;
        };
        WithdrawalRules: {
            min: components["schemas"]["Amount"];
            max: components["schemas"]["Amount"];
            /** @description Withdrawals allowed a day; 0 for no limit. */
            dailyCount: number;
            dailyUsed: number;
            remainingTurnover?: components["schemas"]["Amount"];
        };
        WithdrawalOptions: {
            withdrawable: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
            rules: components["schemas"]["WithdrawalRules"];
            hasPaymentPassword: boolean;
            accounts: components["schemas"]["PayoutAccount"][];
        };
        WithdrawalRequest: {
            accountId: string;
            amount: components["schemas"]["AmountInput"];
            paymentPassword: string;
        };
        Withdrawal: {
            id: string;
            amount: components["schemas"]["Amount"];
            account: components["schemas"]["PayoutAccount"];
            status: components["schemas"]["RecordStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
            reason?: string;
        };
        WithdrawalPage: {
            items: components["schemas"]["Withdrawal"][];
            page: number;
            totalPages: number;
            totals: components["schemas"]["RecordTotals"];
        };
        PaymentPasswordRequest: {
            /** @description Only to change an existing one. */
            currentPassword?: string;
            newPassword: string;
            confirmPassword: string;
        };
        Security: {
            hasPaymentPassword: boolean;
            payoutAccounts: number;
            /** @description The member chose security questions (PUT /me/security-questions), by which a forgotten payment password is reset. */
            hasSecurityQuestions: boolean;
            /**
             * @description Masked; absent when none.
             * @example d****1@example.com
             */
            email?: string;
            /**
             * @description Masked; absent when none.
             * @example *******5678
             */
            mobile?: string;
            payeeName?: string;
            nickname?: string;
        };
        SecurityQuestion: {
            /** @example 2 */
            id: string;
            text: string;
        };
        SecurityQuestions: {
            items: components["schemas"]["SecurityQuestion"][];
        };
        MemberSecurityQuestions: {
            set: boolean;
            /** @description The member's questions, never their answers. */
            items: components["schemas"]["SecurityQuestion"][];
        };
        SecurityAnswer: {
            questionId: string;
            /** @description Trimmed; never logged or answered. */
            answer: string;
        };
        SecurityQuestionsRequest: {
            /** @description Two or three questions, each once. */
            answers: components["schemas"]["SecurityAnswer"][];
        };
        PaymentPasswordResetRequest: {
            /** @enum {string} */
            method: "questions" | "sms";
            /** @description Method questions - an answer to each of the member's questions. */
            answers?: components["schemas"]["SecurityAnswer"][];
            /**
             * @description Method sms - the member's own number; spaces, dashes, a leading + with the dialling code and the leading 0 are dropped.
             * @example 01712345678
             */
            mobile?: string;
            /** @example 880 */
            dialingCode?: string;
            /**
             * @description Method sms - the code of POST /sms-codes (purpose reset), 4 to 10 digits.
             * @example 123456
             */
            smsCode?: string;
            newPassword: string;
            confirmPassword: string;
        };
        /**
         * @description How every upload is read (avatar, identity verification, promotion application):
         *     multipart/form-data, streamed, at most 5 MB a file (file_too_large) and the form's
         *     files and fields a request (413 body_too_large past it); a picture is PNG or JPEG by
         *     its bytes, whatever its name or declared type (file_type), at most 4096 pixels a side
         *     and 16 megapixels (image_too_large, decided from its header before decoding); more files
         *     than a field takes is too_many_files, a file in a field the form does not take
         *     unknown. Pictures go upstream decoded and encoded again: no EXIF (GPS included), no
         *     text chunks, turned upright by their EXIF orientation.
         * @enum {string}
         */
        UploadRules: "png" | "jpeg";
        /**
         * @description none (never submitted), pending (under review), verified, rejected (with a reason; may be sent again).
         * @enum {string}
         */
        VerificationStatus: "none" | "pending" | "verified" | "rejected";
        Profile: {
            /** @example 10086521 */
            id: string;
            /** @example demo01 */
            account: string;
            /** @example Rahim */
            nickname?: string;
            /** @description The nickname, else the account. */
            displayName: string;
            /**
             * @description Masked; absent when none.
             * @example d****1@example.com
             */
            email?: string;
            /**
             * @description The name payouts are made to.
             * @example Rahim Uddin
             */
            payeeName?: string;
            /** @description A payee name is set: only the back office changes it. */
            payeeNameLocked: boolean;
            /**
             * @description A /media/ path or an absolute address; absent when none.
             * @example /media/avatars/10086521-1.jpg
             */
            avatar?: string;
            /**
             * @description The VIP club's label.
             * @example VIP
             */
            level?: string;
            type: number;
            role: components["schemas"]["Role"];
            verification?: components["schemas"]["VerificationStatus"];
        };
        ProfileUpdate: {
            /** @example Rahim Bhai */
            nickname?: string;
            /** @example rahim@example.com */
            email?: string;
            /** @example Rahim Uddin */
            payeeName?: string;
        };
        AvatarUpload: {
            /**
             * Format: binary
             * @description One PNG or JPEG (UploadRules).
             */
            avatar: string;
        };
        Avatar: {
            /** @example /media/avatars/10086521-1.jpg */
            avatar: string;
        };
        Verification: {
            status: components["schemas"]["VerificationStatus"];
            /** @description Why it was rejected, as the back office wrote it. */
            reason?: string;
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date-time */
            submittedAt?: string;
            /** Format: date-time */
            reviewedAt?: string;
            /**
             * @description The site's minimum age, which the date of birth is checked against.
             * @example 18
             */
            minimumAge: number;
        };
        VerificationUpload: {
            /**
             * Format: binary
             * @description The ID's front (UploadRules).
             */
            front: string;
            /**
             * Format: binary
             * @description The ID's back (UploadRules).
             */
            back: string;
            /** Format: date */
            dateOfBirth: string;
        };
        ApplicationUpload: {
            comment: string;
            pictures?: string[];
        };
        /** @enum {string} */
        ApplicationStatus: "applying" | "approved" | "rejected";
        ApplicationReceipt: {
            /** @example AP00000001 */
            id?: string;
            /** @example 3001 */
            promotionId: string;
            status: components["schemas"]["ApplicationStatus"];
            /** Format: date-time */
            appliedAt?: string;
        };
        /** @enum {string} */
        TransactionType: "deposit" | "withdrawal" | "withdrawal_return" | "transfer_out" | "transfer_in" | "bet" | "win" | "bonus" | "rebate" | "adjustment";
        Transaction: {
            id: string;
            /** Format: date-time */
            time: string;
            type: components["schemas"]["TransactionType"];
            /** @example MAIN */
            wallet: string;
            amount: components["schemas"]["Amount"];
            balanceAfter: components["schemas"]["Amount"];
            reference?: string;
        };
        TransactionPage: {
            items: components["schemas"]["Transaction"][];
            page: number;
            totalPages: number;
            /**
             * @description The range's money in and out (both positive) and the net. A move between the player's
             *     own wallets (transfer_in, transfer_out) is neither: the transfers asked for alone total
             *     zero.
             */
            totals: {
                in: components["schemas"]["Amount"];
                out: components["schemas"]["Amount"];
                net: components["schemas"]["Amount"];
            };
        };
        Bet: {
            id: string;
            /** Format: date-time */
            time: string;
            /** @example RNG */
            category: string;
            /** @example JL */
            vendor: string;
            gameName: string;
            stake: components["schemas"]["Amount"];
            payout: components["schemas"]["Amount"];
            profit: components["schemas"]["Amount"];
            settled: boolean;
        };
        BetTotals: {
            stake: components["schemas"]["Amount"];
            payout: components["schemas"]["Amount"];
            profit: components["schemas"]["Amount"];
        };
        BetPage: {
            items: components["schemas"]["Bet"][];
            page: number;
            totalPages: number;
            totals: components["schemas"]["BetTotals"];
        };
        ProfitLossRow: {
            /** @example RNG */
            category: string;
            bets: number;
            stake: components["schemas"]["Amount"];
            payout: components["schemas"]["Amount"];
            profit: components["schemas"]["Amount"];
        };
        ProfitLossReport: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            items: components["schemas"]["ProfitLossRow"][];
            totals: components["schemas"]["BetTotals"];
        };
        DayRange: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
        };
        AgentHome: {
            /** @example agent01 */
            userName: string;
            balance?: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
            range: components["schemas"]["DayRange"];
            counters?: components["schemas"]["TeamCounters"];
            /** @description The navigation grid's entries whose white-label switch is on, in order. */
            menu: ("teamOverview" | "transactionRecord" | "teamManagement" | "redEnvelopeRain" | "teamProfitLoss" | "teamBetting" | "gameRebateSettings" | "agentRebateIncome" | "securityCentre" | "mail" | "onlineService")[];
            /** @description The footer's dividend entry (switch AGENTDIV3). */
            dividend: boolean;
            transferEnabled: boolean;
        };
        /** @description teamLoginMemberCount, teamBetMemberCount, teamRegisterMemberCount over the range; teamOnlineCount now. */
        TeamCounters: {
            loggedIn: number;
            betting: number;
            registered: number;
            online: number;
        };
        /** @enum {string} */
        ContractKind: "dailySalary" | "dividend" | "hourlySalary";
        ContractPrompts: {
            prompts: components["schemas"]["ContractKind"][];
        };
        ContractTier: {
            teamBet: components["schemas"]["Amount"];
            activeMembers: number;
            /** @description An amount for a salary; a percentage of the team's loss for a dividend. */
            reward: string;
        };
        Contract: {
            kind: components["schemas"]["ContractKind"];
            pending: boolean;
            /** @example GCS00000001 */
            id?: string;
            /** @description The upline who asked. */
            from?: string;
            /** Format: date-time */
            requestedAt?: string;
            /** @enum {string} */
            period?: "daily" | "halfMonthly" | "monthly" | "hourly";
            tiers: components["schemas"]["ContractTier"][];
        };
        ContractAnswer: {
            id: string;
            accept: boolean;
        };
        ContractAnswered: {
            kind: components["schemas"]["ContractKind"];
            accepted: boolean;
        };
        /** @description The team's money over a range; profit is the team's as players (payouts, bonuses and rebates less bets). */
        TeamFigures: {
            deposits: components["schemas"]["Amount"];
            withdrawals: components["schemas"]["Amount"];
            bets: components["schemas"]["Amount"];
            payouts: components["schemas"]["Amount"];
            bonuses: components["schemas"]["Amount"];
            rebates: components["schemas"]["Amount"];
            profit: components["schemas"]["Amount"];
        };
        TeamOverview: components["schemas"]["TeamFigures"] & {
            range: components["schemas"]["DayRange"];
            members: number;
            newMembers: number;
            active: number;
            firstDeposits: number;
            currency: string;
        };
        TeamMemberFigures: components["schemas"]["TeamFigures"] & {
            userName: string;
            level: number;
        };
        TeamProfitLoss: {
            summary: components["schemas"]["TeamOverview"];
            items: components["schemas"]["TeamMemberFigures"][];
            page: number;
            totalPages: number;
        };
        TeamBet: {
            id: string;
            userName: string;
            /** Format: date-time */
            time: string;
            /** @example RNG */
            category: string;
            /** @example JL */
            vendor: string;
            gameName: string;
            stake: components["schemas"]["Amount"];
            payout: components["schemas"]["Amount"];
            profit: components["schemas"]["Amount"];
        };
        TeamBetPage: {
            range: components["schemas"]["DayRange"];
            items: components["schemas"]["TeamBet"][];
            page: number;
            totalPages: number;
            totals: components["schemas"]["BetTotals"];
        };
        RebateIncomeRow: {
            /** Format: date */
            day: string;
            category: string;
            validBet: components["schemas"]["Amount"];
            /**
             * @description Percent of the valid bets.
             * @example 0.60
             */
            rate: string;
            income: components["schemas"]["Amount"];
        };
        RebateIncome: {
            range: components["schemas"]["DayRange"];
            items: components["schemas"]["RebateIncomeRow"][];
            page: number;
            totalPages: number;
            total: components["schemas"]["Amount"];
        };
        DividendRow: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            teamProfit: components["schemas"]["Amount"];
            activeMembers: number;
            /**
             * @description Percent.
             * @example 20.00
             */
            rate: string;
            amount: components["schemas"]["Amount"];
            paid: boolean;
        };
        Dividends: {
            range: components["schemas"]["DayRange"];
            items: components["schemas"]["DividendRow"][];
            total: components["schemas"]["Amount"];
        };
        Downline: {
            /** @example rafi01 */
            userName: string;
            memberId: string;
            role: components["schemas"]["Role"];
            /** @description 1: a direct downline. */
            level: number;
            upline: string;
            balance: components["schemas"]["Amount"];
            /** Format: date-time */
            registeredAt: string;
            /** Format: date-time */
            lastLoginAt?: string;
            online: boolean;
            /** @description Its own direct downlines. */
            downlines: number;
            /** @description A direct downline who is a player. */
            canPromote: boolean;
        };
        DownlinePage: {
            items: components["schemas"]["Downline"][];
            page: number;
            totalPages: number;
            total: number;
            transferEnabled: boolean;
            currency: string;
        };
        Rebate: {
            /** @example RNG */
            category: string;
            /**
             * @description Percent of the valid bets.
             * @example 0.60
             */
            rate: string;
            /**
             * @description The agent's own rate: the most it may give.
             * @example 1.20
             */
            max: string;
        };
        DownlineDetail: components["schemas"]["Downline"] & {
            rebates: components["schemas"]["Rebate"][];
            transferEnabled: boolean;
            currency: string;
        };
        RebateLimits: {
            limits: components["schemas"]["Rebate"][];
        };
        RebateInput: {
            /** @example RNG */
            category: string;
            /**
             * @description Percent, 0 to the agent's own, at most two decimals.
             * @example 0.50
             */
            rate: string;
        };
        NewDownline: {
            userName: string;
            /** @description With a letter and a digit; goes upstream encrypted only. */
            password: string;
            confirmPassword: string;
            rebates?: components["schemas"]["RebateInput"][];
        };
        RebatesUpdate: {
            rebates: components["schemas"]["RebateInput"][];
        };
        DownlineRebates: {
            userName: string;
            rebates: components["schemas"]["Rebate"][];
        };
        AgentTransferRequest: {
            userName: string;
            amount: components["schemas"]["AmountInput"];
        };
        AgentTransfer: {
            /** @example TD00000001 */
            id: string;
            userName: string;
            amount: components["schemas"]["Amount"];
            balance: components["schemas"]["Amount"];
            currency: string;
        };
        AffiliateLink: {
            id: string;
            /** @example AFF2026 */
            code: string;
            /**
             * Format: uri
             * @example https://casino.example/m/register?code=AFF2026
             */
            url: string;
            /** Format: date-time */
            createdAt: string;
            registrations: number;
        };
        AffiliateLinks: {
            items: components["schemas"]["AffiliateLink"][];
        };
        Affiliate: {
            userName: string;
            code: string;
            /** Format: date-time */
            registeredAt: string;
        };
        AffiliatePage: {
            items: components["schemas"]["Affiliate"][];
            page: number;
            totalPages: number;
        };
        PromotionCategory: {
            /** @example SPORTS */
            code: string;
            /** @example Sports */
            name: string;
        };
        /**
         * @description The spec's labels - join, claim, applying, close, rejected, issued, claimed, process,
         *     signed/joined (joined), coming soon (coming_soon).
         * @enum {string}
         */
        PromotionStatus: "join" | "claim" | "applying" | "close" | "rejected" | "issued" | "claimed" | "process" | "joined" | "coming_soon";
        Promotion: {
            /** @example 3006 */
            id: string;
            title: string;
            /** @description Its first picture (sequence 1); empty when none. */
            image: string;
            /** Format: date */
            startDate: string | null;
            /**
             * Format: date
             * @description Null when long term.
             */
            endDate: string | null;
            /** @description noExpiry: the site shows long term instead of an end. */
            longTerm: boolean;
            categories: string[];
            /**
             * @description What it does; absent for a visitor.
             * @enum {string}
             */
            kind?: "bonus" | "raffle" | "signup" | "referral" | "app" | "rebate";
            status: components["schemas"]["PromotionStatus"];
            /**
             * @description What the player may do - login (a visitor), join and claim (POST its claims), apply
             *     (the application form, /m/activityApply?id=), invite (the invitation page), none.
             * @enum {string}
             */
            action: "login" | "join" | "apply" | "claim" | "invite" | "none";
            /** @description What a claim pays, or paid; null when not said. */
            bonus: components["schemas"]["Amount"] | null;
        };
        PromotionList: {
            categories: components["schemas"]["PromotionCategory"][];
            /** @description The tab shown; empty for all. */
            category: string;
            items: components["schemas"]["Promotion"][];
            /** @example BDT */
            currency: string;
            stale: boolean;
        };
        PromotionDetail: {
            /** @example 3006 */
            id: string;
            title: string;
            /** @description Its first picture (sequence 1); empty when none. */
            image: string;
            /** Format: date */
            startDate: string | null;
            /**
             * Format: date
             * @description Null when long term.
             */
            endDate: string | null;
            /** @description noExpiry: the site shows long term instead of an end. */
            longTerm: boolean;
            categories: string[];
            /**
             * @description What it does; absent for a visitor.
             * @enum {string}
             */
            kind?: "bonus" | "raffle" | "signup" | "referral" | "app" | "rebate";
            status: components["schemas"]["PromotionStatus"];
            /**
             * @description What the player may do - login (a visitor), join and claim (POST its claims), apply
             *     (the application form, /m/activityApply?id=), invite (the invitation page), none.
             * @enum {string}
             */
            action: "login" | "join" | "apply" | "claim" | "invite" | "none";
            /** @description What a claim pays, or paid; null when not said. */
            bonus: components["schemas"]["Amount"] | null;
            /** @description The merchant's HTML, sanitised. */
            content: string;
            /** @description Every picture, in sequence order. */
            images: string[];
        };
        PromotionClaim: {
            promotionId: string;
            /** @enum {string} */
            status: "claimed" | "joined";
            amount: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
        };
        Reward: {
            id: string;
            /** @enum {string} */
            kind: "bonus" | "raffle" | "signup";
            promotionId: string;
            title: string;
            amount: components["schemas"]["Amount"];
            /** @enum {string} */
            status: "claimable" | "claimed" | "pending" | "expired" | "not_eligible";
            /** Format: date-time */
            createdAt: string | null;
            /** Format: date-time */
            claimedAt: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description The raffle's tickets. */
            tickets: number;
            /**
             * Format: date-time
             * @description The raffle's draw.
             */
            drawAt: string | null;
        };
        Rewards: {
            items: components["schemas"]["Reward"][];
            claimable: components["schemas"]["Amount"];
            claimed: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
        };
        RebateLine: {
            /** @example RNG */
            category: string;
            /**
             * @description Percent of the valid bets.
             * @example 0.80
             */
            rate: string;
            validBet: components["schemas"]["Amount"];
            amount: components["schemas"]["Amount"];
        };
        Rebates: {
            items: components["schemas"]["RebateLine"][];
            total: components["schemas"]["Amount"];
            minimum: components["schemas"]["Amount"];
            claimable: boolean;
            /** Format: date-time */
            lastClaimed: string | null;
            /** @example BDT */
            currency: string;
        };
        RebateClaim: {
            id: string;
            amount: components["schemas"]["Amount"];
            items: components["schemas"]["RebateLine"][];
            /** @example BDT */
            currency: string;
        };
        VIPRank: {
            level: number;
            /** @example Silver */
            name: string;
            depositRequired: components["schemas"]["Amount"];
            betRequired: components["schemas"]["Amount"];
            upgradeBonus: components["schemas"]["Amount"];
            monthlyBonus: components["schemas"]["Amount"];
            /** @description Extra rebate, in percent. */
            rebateBonus: string;
            dailyWithdrawals: number;
        };
        VIPProgress: {
            current: components["schemas"]["Amount"];
            target: components["schemas"]["Amount"];
            percent: number;
        };
        VIP: {
            level: number;
            name: string;
            /** @description Null at the top rank. */
            next: components["schemas"]["VIPRank"] | null;
            deposit: components["schemas"]["VIPProgress"] | null;
            bet: components["schemas"]["VIPProgress"] | null;
            ranks: components["schemas"]["VIPRank"][];
            /** @example BDT */
            currency: string;
        };
        Invitation: {
            /** @example R10086521 */
            code: string;
            /**
             * Format: uri
             * @example https://casino.example/m/register?ref=R10086521
             */
            url: string;
            invited: number;
            earned: components["schemas"]["Amount"];
            perFriend: components["schemas"]["Amount"];
            minDeposit: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
        };
        RedEnvelopeEvent: {
            id: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            claimed: boolean;
            /** @description Caught; null until then. */
            amount: components["schemas"]["Amount"] | null;
            min: components["schemas"]["Amount"];
            max: components["schemas"]["Amount"];
        };
        RedEnvelopes: {
            current: components["schemas"]["RedEnvelopeEvent"] | null;
            next: components["schemas"]["RedEnvelopeEvent"] | null;
            /** @example BDT */
            currency: string;
        };
        RedEnvelopeRequest: {
            eventId: string;
        };
        RedEnvelopeClaim: {
            eventId: string;
            amount: components["schemas"]["Amount"];
            /** @example BDT */
            currency: string;
        };
    };
    responses: {
        /** @description The answer of the If-None-Match ETag still holds; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description self_excluded during a time-out or self-exclusion, with `exclusion` (its kind and end):
         *     the session cookie is cleared.
         */
        Excluded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An error. */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description unknown_site, when the host serves no site and there is no default site. */
        UnknownSite: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description upstream_unavailable, when a backend does not answer and no cached answer is left. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description login_required, when the request has no session; session_expired when the upstream has
         *     ended it (logged in elsewhere): the cookie is then cleared.
         */
        LoginRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description validation_failed naming each bad field, or bad_request for a body that is not JSON. */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description csrf_rejected, when a write lacks `X-CSRF: 1` or comes from another origin. */
        CSRFRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description rate_limited; the `Retry-After` header says in how many seconds to try again. */
        RateLimited: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description login_required without a session; session_expired when the upstream no longer knows the
         *     session (logged in elsewhere); session_limit_reached when the player's session limit has
         *     run out since the login: the cookie is then cleared.
         */
        SessionEnded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description csrf_rejected for a write without `X-CSRF: 1`; free_reject for a free (type 4) account;
         *     feature_disabled when the site's switch is off; self_excluded (with `exclusion`) during a
         *     time-out or self-exclusion, on logins, launches, deposits and claims; region_restricted
         *     from a country the site refuses (on every call but GET /site, the help and the
         *     customer-service contacts).
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description idempotency_conflict (the key came before with another body, or its first request is
         *     still being made after this one has waited as long as it could),
         *     payment_password_required (none set yet), payment_password_set (one exists; send the
         *     current one to change it), security_questions_set (chosen once already),
         *     security_questions_required (none chosen, for a reset by them).
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The back office refused the money write: insufficient_funds, withdrawal_limit_reached,
         *     turnover_incomplete, wallet_locked, payout_accounts_full.
         */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description outcome_unknown: the write was sent and no answer came. It may or may not have been
         *     done: check the record before trying again; the site never resubmits by itself.
         */
        OutcomeUnknown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description agent_only for a session whose member type is 0, 4 or 40 (from the sealed session);
         *     csrf_rejected for a write without `X-CSRF: 1`; feature_disabled when the back office
         *     has transfers to downlines off or offers no affiliate links.
         */
        AgentOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description not_found - no such downline in the team, contract request pending, or affiliate link. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description body_too_large, when the body is past the route's limit (an upload's files and fields). */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description verification_submitted (an identity verification is under review or verified);
         *     already_applied (an application for the promotion is under review or was approved).
         */
        Submitted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description already_claimed (claimed or issued before; a rain's envelope caught), or
         *     idempotency_conflict (the key came before with another body).
         */
        ClaimConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description not_claimable - nothing to claim now: the player's status allows no claim (a promotion
         *     joined by an application, one running by itself), a rain that is not on, a rebate under
         *     its minimum.
         */
        NotClaimable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Interface language; ignored when the site does not offer it. */
        Lang: components["schemas"]["LanguageCode"];
        /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
        IfNoneMatch: string;
        /**
         * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
         *     first answer, status and body, without asking the upstream again (with
         *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
         *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
         *     the write reached the upstream, whatever it answered (outcome_unknown included); an
         *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
         *     it free, so the form may be fixed and sent again with it. Missing or malformed:
         *     validation_failed naming `Idempotency-Key`.
         */
        IdempotencyKey: string;
        /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
        From: string;
        /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
        To: string;
        RecordStatus: components["schemas"]["RecordStatus"];
        Page: number;
        PageSize: number;
        /** @description A part of a downline's user name (letters and digits). */
        DownlineName: string;
        DownlinePath: string;
        PromotionId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description A weak validator of the answer's content, present when the answer came wholly from the
         *     BFF's catalogue cache; a name search and personal lists have none.
         */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSite: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getCategories: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories in menu order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Categories"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getGames: {
        parameters: {
            query?: {
                mode?: "all" | "hot" | "recent" | "fav" | "filter";
                /** @description A category code of the menu, or one the upstream's vendor info names; absent lists every category. */
                category?: string;
                /** @description A vendor code of the vendor info; another is validation_failed (`vendor: unknown`). */
                vendor?: string;
                /** @description Part of a game's name, any case. */
                name?: string;
                classify?: components["schemas"]["Classify"];
                /** @description One of the filter drawer's minimum bets; 0 (or absent) filters nothing. */
                minBet?: 0 | 0.5 | 1 | 5 | 10;
                /** @description One of the line counts slot games come in; 0 (or absent) filters nothing. */
                minLine?: 0 | 1 | 5 | 9 | 10 | 20 | 25 | 30 | 40 | 50 | 243 | 1024;
                /** @description A page past the list's last is answered empty, with the true totalPages. */
                page?: number;
                pageSize?: number;
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description validation_failed, naming each bad parameter in fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description login_required (modes fav and recent without a session). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getHome: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home page. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Home"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            default: components["responses"]["Problem"];
        };
    };
    getHotGames: {
        parameters: {
            query?: {
                /** @description Part of a game's name, any case. */
                name?: string;
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hot games, most promoted first. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["Invalid"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWinners: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The board. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Winners"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getHotMatches: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, in the upstream's order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotMatches"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLotteries: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lotteries, in menu order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lotteries"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLobbyNews: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The news. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyNews"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getSideMenu: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description The ETag of an answer the client holds; while it still holds, the answer is 304. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The side menu. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideMenu"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["UnknownSite"];
            default: components["responses"]["Problem"];
        };
    };
    getFavouriteIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavouriteIds"];
                };
            };
            401: components["responses"]["LoginRequired"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getFavouriteGames: {
        parameters: {
            query?: {
                /** @description Part of a game's name, any case. */
                name?: string;
                category?: string;
                page?: number;
                pageSize?: number;
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; `stale` is always false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["LoginRequired"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    addFavourite: {
        parameters: {
            query?: {
                /** @description The game's vendor, when the body does not name it (a DELETE has no body). */
                vendor?: string;
            };
            header?: never;
            path: {
                nodeId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FavouriteChange"];
            };
        };
        responses: {
            /** @description The favourite ids after the change, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavouriteIds"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["LoginRequired"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    removeFavourite: {
        parameters: {
            query?: {
                /** @description The game's vendor, when the body does not name it (a DELETE has no body). */
                vendor?: string;
            };
            header?: never;
            path: {
                nodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The favourite ids after the change, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavouriteIds"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["LoginRequired"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRecentGames: {
        parameters: {
            query?: {
                category?: string;
                page?: number;
                pageSize?: number;
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; `stale` is always false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["LoginRequired"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    launchGame: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LaunchRequest"];
            };
        };
        responses: {
            /** @description What to open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Launch"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["LoginRequired"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            /** @description launch_failed, when the upstream refuses to open the game. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, or a visitor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            404: components["responses"]["UnknownSite"];
            default: components["responses"]["Problem"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; the cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Invalid"];
            /** @description invalid_credentials, or captcha_required. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description member_login_refused, agent_login_refused or account_disabled (right credentials the
             *     back office refuses); csrf_rejected without X-CSRF; self_excluded (with `exclusion`)
             *     during a time-out or self-exclusion.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A visitor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            default: components["responses"]["Problem"];
        };
    };
    startTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial session; the cookie is set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    renewSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session with its new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captcha. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Captcha"];
                };
            };
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRegistrationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationSettings"];
                };
            };
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description Registered; logged in unless the answer is a visitor. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    checkUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsernameAvailability"];
                };
            };
            400: components["responses"]["Invalid"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    checkInvitationCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationCode"];
                };
            };
            400: components["responses"]["Invalid"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    sendSMSCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SMSCodeRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SMSCode"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    forgotPasswordByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted (show in_been_out). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setPasswordByPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneResetRequest"];
            };
        };
        responses: {
            /** @description The password is set; the session (or a visitor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getUnreadCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCounts"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getAnnouncements: {
        parameters: {
            query?: {
                /** @description Comma-separated kinds: notice (the default), agent, popup, banner. */
                types?: string;
                group?: "m_home" | "m_hotgames" | "m_leftmenu" | "m_reg";
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcements, by kind (notice, agent, popup, banner), each in the back office's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcements"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    markAnnouncementRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedRead"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            /** @description not_found, no such announcement; unknown_site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getInbox: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMessages: {
        parameters: {
            query: {
                /** @description Up to 50 message ids, comma-separated. */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedMessages"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            /** @description not_found, a message the inbox does not hold; unknown_site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedMessages"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            /** @description not_found, no such message; unknown_site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    readMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedRead"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            /** @description not_found, no such message; unknown_site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    launchChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatLaunchRequest"];
            };
        };
        responses: {
            /** @description The chat's address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatLaunch"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            /** @description chat_unavailable (no address the site may send players to), upstream_unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getCustomerService: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerService"];
                };
            };
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getHelp: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topics, in menu order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Help"];
                };
            };
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    sendFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackAccepted"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["UnknownSite"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallets"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    transferBetweenWallets: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletTransferRequest"];
            };
        };
        responses: {
            /** @description Moved; the wallets after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallets"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    recallWallets: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recalled; the wallets after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallets"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getDepositMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods and promotions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositMethods"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                status?: components["parameters"]["RecordStatus"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deposits and the range's total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositPage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRequest"];
            };
        };
        responses: {
            /** @description The pending deposit. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWithdrawalOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalOptions"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                status?: components["parameters"]["RecordStatus"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals and the range's total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The pending withdrawal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPayoutAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccounts"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    bindPayoutAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutAccountRequest"];
            };
        };
        responses: {
            /** @description The bound account, masked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccount"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setPaymentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPasswordRequest"];
            };
        };
        responses: {
            /** @description Set or changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facts; the e-mail and mobile masked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Security"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getSecurityQuestions: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityQuestions"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMySecurityQuestions: {
        parameters: {
            query?: {
                /** @description Interface language; ignored when the site does not offer it. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSecurityQuestions"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setSecurityQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityQuestionsRequest"];
            };
        };
        responses: {
            /** @description Chosen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    resetPaymentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPasswordResetRequest"];
            };
        };
        responses: {
            /** @description The new payment password is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description Changed; the profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description The new picture's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Avatar"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    submitVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VerificationUpload"];
            };
        };
        responses: {
            /** @description Under review. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            409: components["responses"]["Submitted"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    applyForPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ApplicationUpload"];
            };
        };
        responses: {
            /** @description Under review. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationReceipt"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Submitted"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                type?: components["schemas"]["TransactionType"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of movements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listBets: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                /** @description A game category (RNG, LIVE ...); all when absent. */
                category?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BetPage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getProfitLoss: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A row per category that had bets, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfitLossReport"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMemberContractPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kinds to prompt, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractPrompts"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMemberContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request waiting for an answer, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    answerMemberContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractAnswer"];
            };
        };
        responses: {
            /** @description Answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractAnswered"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["CSRFRejected"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getAgentHome: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent home. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentHome"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            default: components["responses"]["Problem"];
        };
    };
    getContractPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kinds to prompt, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractPrompts"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request waiting for an answer, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    answerContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContractKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractAnswer"];
            };
        };
        responses: {
            /** @description Answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractAnswered"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getTeamOverview: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamOverview"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getTeamProfitLoss: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                /** @description A part of a downline's user name (letters and digits). */
                userName?: components["parameters"]["DownlineName"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of downlines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProfitLoss"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getTeamBets: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                /** @description A part of a downline's user name (letters and digits). */
                userName?: components["parameters"]["DownlineName"];
                category?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamBetPage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRebateIncome: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebateIncome"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getDividends: {
        parameters: {
            query?: {
                /** @description First day of the range, YYYY-MM-DD in the site's zone; today when absent. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive); today when absent. At most 90 days after from. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dividends"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listDownlines: {
        parameters: {
            query?: {
                /** @description A part of a downline's user name (letters and digits). */
                userName?: components["parameters"]["DownlineName"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownlinePage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    openDownline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewDownline"];
            };
        };
        responses: {
            /** @description Opened; the new downline. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Downline"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getDownline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownlineDetail"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    promoteDownline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promoted; the downline after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Downline"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Refused"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setDownlineRebates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userName: components["parameters"]["DownlinePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RebatesUpdate"];
            };
        };
        responses: {
            /** @description Set; the rates after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownlineRebates"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRebateLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebateLimits"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    transferToDownline: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTransferRequest"];
            };
        };
        responses: {
            /** @description Moved; the transfer and the agent's balance after it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTransfer"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Refused"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAffiliateLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateLinks"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createAffiliateLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateLink"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            422: components["responses"]["Refused"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteAffiliateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the links left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateLinks"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAffiliates: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliatePage"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["AgentOnly"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPromotions: {
        parameters: {
            query?: {
                /** @description A tab's code (SPORTS, LIVE, SLOTS ...); absent or ALL for every promotion. */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tabs and the promotions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionList"];
                };
            };
            400: components["responses"]["Invalid"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionDetail"];
                };
            };
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    claimPromotion: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claimed or joined. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionClaim"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ClaimConflict"];
            422: components["responses"]["NotClaimable"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rewards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rewards"];
                };
            };
            401: components["responses"]["SessionEnded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRebates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rebate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rebates"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    claimRebates: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claimed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebateClaim"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["ClaimConflict"];
            422: components["responses"]["NotClaimable"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getVIP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VIP"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRedEnvelopes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedEnvelopes"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    claimRedEnvelope: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per form submission (a UUID), kept 24 hours per member. A repeated key answers the
                 *     first answer, status and body, without asking the upstream again (with
                 *     `Idempotent-Replayed: true`); a repeat while the first is still being made waits for
                 *     it. The same key with another body is 409 idempotency_conflict. A key is spent once
                 *     the write reached the upstream, whatever it answered (outcome_unknown included); an
                 *     answer given before that (validation_failed, free_reject, upstream_unavailable) leaves
                 *     it free, so the form may be fixed and sent again with it. Missing or malformed:
                 *     validation_failed naming `Idempotency-Key`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedEnvelopeRequest"];
            };
        };
        responses: {
            /** @description Caught. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedEnvelopeClaim"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["ClaimConflict"];
            422: components["responses"]["NotClaimable"];
            502: components["responses"]["OutcomeUnknown"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getProtection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's protection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Protection"];
                };
            };
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Excluded"];
            404: components["responses"]["UnknownSite"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitsRequest"];
            };
        };
        responses: {
            /** @description The protection after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Protection"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Excluded"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One of GET /site's `responsibleGaming.realityCheck.choices`.
                     * @example 30
                     */
                    minutes: number;
                };
            };
        };
        responses: {
            /** @description The protection after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Protection"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Excluded"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    takeTimeOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeOutRequest"];
            };
        };
        responses: {
            /** @description In force; the session has ended. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExclusionTaken"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Excluded"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    selfExclude: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfExclusionRequest"];
            };
        };
        responses: {
            /** @description In force; the session has ended. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExclusionTaken"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["SessionEnded"];
            403: components["responses"]["Excluded"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
    extendExclusion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: password */
                    password: string;
                    length: components["schemas"]["TimeOutLength"] | components["schemas"]["SelfExclusionLength"];
                    /** @enum {boolean} */
                    confirmed: true;
                };
            };
        };
        responses: {
            /** @description The exclusion in force now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExclusionTaken"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Problem"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Problem"];
        };
    };
}
