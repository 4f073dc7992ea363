-- The starter help articles in each language Nudge speaks besides English (issue 43): the support
-- agent answers a person from their own language's articles. Written for each language, with
-- the app's own words for what is on screen and search words people use in that language.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Erste Schritte mit Nudge', 'Nudge erinnert dich daran, dich bei den Menschen zu melden, die dir wichtig sind – genau dann, wann du es möchtest.

1. Tippe auf der Anmeldeseite auf „Eins erstellen“, fülle „Vollständiger Name“, „E-Mail“, „Passwort“ (mindestens 6 Zeichen) und „Passwort bestätigen“ aus und tippe auf „Konto erstellen“.
2. Im zweiten Schritt schaltest du Benachrichtigungen ein, damit deine Erinnerungen pünktlich auf diesem Gerät ankommen: Tippe auf „Push-Benachrichtigungen aktivieren“. Auf dem iPhone fügst du Nudge vorher zum Home-Bildschirm hinzu.
3. Öffne den Link in der E-Mail, die wir dir schicken, um deine Adresse zu bestätigen. Danach können Erinnerungen auch per E-Mail kommen.
4. Plane im Tab „Aktive Erinnerungen“ deine erste Erinnerung. Im Tab „Kontakte“ fügst du die Menschen hinzu, mit denen du in Kontakt bleiben willst – mit Notizen, Geburtstagen und einem Rhythmus fürs In-Kontakt-Bleiben.

Nudge Pro ist 30 Tage lang kostenlos, danach kostet es 7 US-Dollar im Monat: Starte die Testphase auf der Seite „Preise“. Fragen? Stell sie jederzeit im Tab „KI-Support“.', 'faq', 'registrieren, anmelden, Konto erstellen, neues Konto, Account anlegen, Registrierung, loslegen, erste Schritte, Einstieg, Anleitung, wie funktioniert Nudge, E-Mail bestätigen, Bestätigungsmail, Willkommen, Start, einrichten, Konto anlegen, sign up', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Eine Erinnerung planen', 'Eine Erinnerung hilft dir, dich zu einem Zeitpunkt deiner Wahl bei jemandem zu melden.

1. Öffne in deiner Übersicht den Tab „Aktive Erinnerungen“.
2. Gib unter „Erinnerung planen“ den Namen der Person, Datum und Uhrzeit und eine Nachricht ein: was du sagen oder fragen willst. Beim Tippen eines Namens werden dir deine Kontakte vorgeschlagen; wählst du einen aus, wird seine Telefonnummer eingetragen.
3. Wenn du möchtest, fügst du eine Telefonnummer hinzu (damit du direkt aus der Benachrichtigung schreiben oder anrufen kannst) und einen Link.
4. Tippe auf „Erinnerung planen“. Der Zeitpunkt muss in der Zukunft liegen. Soll die Erinnerung jeden Tag, jede Woche, jeden Monat oder jedes Jahr wiederkommen, wähle das vorher unter „Wiederholen“ aus (siehe Wiederkehrende Erinnerungen).

„Schnellaktionen“ füllen das Formular für dich aus: „Wöchentlicher Check-in“ (in 7 Tagen), „Geburtstag“ (in 1 Monat), „Berufliches Follow-up“ (morgen) und „Einfach so“ (in 3 Tagen). Wähle eine aus, ergänze einen Namen, ändere bei Bedarf Nachricht oder Uhrzeit und plane sie. Im Tab „Kontakte“ hat ein geöffneter Kontakt außerdem eine Schaltfläche „Erinnerung planen“.

Deine anstehenden Erinnerungen stehen unter „Geplante Erinnerungen“, wo du sie bearbeiten („Bearbeiten“) oder löschen („Löschen“) kannst. Ist eine Erinnerung fällig, bekommst du eine Benachrichtigung auf jedem Gerät, auf dem Benachrichtigungen eingeschaltet sind, und sie wandert in den „Verlauf“.', 'feature', 'Erinnerung planen, neue Erinnerung, Erinnerung erstellen, Erinnerung anlegen, Erinnerung einrichten, Reminder, Reminder setzen, erinnern, planen, Termin, Schnellaktionen, Vorlagen, Voreinstellungen, geplante Erinnerungen, anstehende Erinnerungen, bearbeiten, ändern, löschen, Uhrzeit, Datum', 8, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Aus einer Benachrichtigung schreiben oder anrufen', 'Ist eine Erinnerung fällig, kannst du direkt aus ihrer Benachrichtigung mit einem Tippen handeln.

Hat die Erinnerung eine Telefonnummer, bietet die Benachrichtigung „Schreiben“ und „Anrufen“ an. Tippst du auf eine davon (oder auf die Benachrichtigung selbst), öffnet sich Nudge mit einer „Kontaktkarte“, auf der die Nummer der Person und deine Nachricht stehen:
- Schreibst du dem Kontakt über WhatsApp, Signal, Telegram oder E-Mail, öffnet „Nachricht über WhatsApp“ (bzw. die jeweilige App) diese App.
- „SMS senden“ öffnet deine Nachrichten-App mit der fertig geschriebenen Nachricht, bereit zum Senden.
- „Anrufen“ startet den Anruf.
- „Zurück zur App“ schließt die Karte.
Die Karte kann außerdem „Als erledigt markieren“ und „Morgen früh“ (morgen um 9:00 Uhr) anbieten.

Ohne Telefonnummer bietet die Benachrichtigung „Erledigt“ und „1 Stunde schlummern“ an (und „Morgen früh“, wenn Platz ist). Viele Handys und Browser zeigen nur die ersten beiden Schaltflächen.

Wenn du aus Nudge heraus schreibst oder anrufst oder die Erinnerung als erledigt markierst, zählt das als Kontakt mit dieser Person, und ihr nächster Check-in rückt weiter. Klappt „Erledigt“ oder „1 Stunde schlummern“ nicht (zum Beispiel, weil du offline bist), öffnet sich Nudge im „Verlauf“, wo du auf „Als erledigt markieren“ tippen kannst.', 'feature', 'schreiben, anrufen, SMS, Nachricht, Anruf, telefonieren, Benachrichtigung antippen, Aktionen in der Benachrichtigung, Kontaktkarte, erledigt, später erinnern, schlummern, morgen früh, ein Tippen, direkt schreiben, direkt anrufen, Push', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Benachrichtigungen einschalten (Android und Computer)', 'Nudge meldet eine fällige Erinnerung mit einer Benachrichtigung auf jedem Gerät, auf dem du Benachrichtigungen eingeschaltet hast. So schaltest du sie für dieses Handy oder diesen Computer ein:

1. Melde dich an und öffne deine Übersicht.
2. Tippe oben im Feld „Schalte Benachrichtigungen für deine Erinnerungen ein“ auf „Push-Benachrichtigungen aktivieren“.
3. Wenn dein Browser fragt, wähle „Zulassen“. Nudge zeigt „Benachrichtigungen aktiviert!“ und das Feld verschwindet.

Mach das einmal auf jedem Handy oder Computer, auf dem du deine Erinnerungen bekommen möchtest. Auf Android kannst du Nudge auch installieren, damit es sich wie eine App öffnet: Tippe auf der Karte „Nudge installieren“ auf „Installieren“, sobald sie erscheint, oder wähle im Chrome-Menü „App installieren“ (oder „Zum Startbildschirm hinzufügen“).

Zeigt das Feld „Benachrichtigungen blockiert“, lehnt dein Browser sie ab. Klicke auf das Schloss- oder Benachrichtigungssymbol neben der Adressleiste (oder öffne in den Browsereinstellungen Website-Einstellungen > Benachrichtigungen), stelle für diese Website „Blockieren“ auf „Zulassen“ um, lade die Seite neu und tippe auf „Erneut versuchen“. Prüfe am Computer außerdem, ob dein System dem Browser Benachrichtigungen erlaubt und ob „Nicht stören“ oder „Fokus“ ausgeschaltet ist.

Um ein Gerät zu prüfen, tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht) und unter „Geräte“ auf „Test senden“. Sobald deine E-Mail-Adresse bestätigt ist, kannst du dir Erinnerungen unter „Erinnerungen per E-Mail“ auch per E-Mail schicken lassen.', 'troubleshooting', 'Benachrichtigungen, Push-Benachrichtigungen, Push, einschalten, aktivieren, Android, Chrome, Computer, PC, Laptop, Windows, Mac, Browser, blockiert, zulassen, erlauben, Berechtigung, keine Benachrichtigungen, bekomme keine Benachrichtigung, Mitteilungen, App installieren, Benachrichtigung kommt nicht', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Benachrichtigungen auf iPhone und iPad einschalten', 'Auf iPhone und iPad erlaubt Apple Benachrichtigungen von einer Web-App erst, wenn sie zum Home-Bildschirm hinzugefügt wurde, und zwar ab iOS bzw. iPadOS 16.4. In einem Safari-Tab lassen sie sich nicht einschalten.

1. Öffne Nudge in Safari.
2. Tippe auf die Teilen-Taste, dann auf „Zum Home-Bildschirm“ und dann auf „Hinzufügen“.
3. Öffne Nudge über das neue Symbol auf deinem Home-Bildschirm und melde dich dort an.
4. Tippe in der Übersicht auf „Push-Benachrichtigungen aktivieren“ und dann auf „Erlauben“.

Siehst du „Installation erforderlich“ oder „Berechtigung erforderlich“, ist Nudge noch in Safari geöffnet: Öffne es stattdessen über das Symbol auf dem Home-Bildschirm. Hast du auf „Nicht erlauben“ getippt, schalte Benachrichtigungen in den iPhone-Einstellungen unter Mitteilungen > Nudge wieder ein und tippe dann in der App auf „Erneut versuchen“. Deine Version findest du unter Einstellungen > Allgemein > Info, aktualisieren kannst du sie unter Einstellungen > Allgemein > Softwareupdate.

Auch Fokus und Nicht stören können Benachrichtigungen stummschalten. Um zu prüfen, ob dein iPhone sie bekommt, tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht) und unter „Geräte“ auf „Test senden“.', 'troubleshooting', 'iPhone, iPad, iOS, iPadOS, Safari, Apple, zum Home-Bildschirm, Home-Bildschirm, Homescreen, installieren, Installation erforderlich, Benachrichtigungen, Mitteilungen, Push-Benachrichtigungen, Push, einschalten, aktivieren, erlauben, keine Mitteilungen, Web-App', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ruhezeiten und deine Zeitzone', 'Ruhezeiten sorgen dafür, dass dich Erinnerungen nicht wecken. Eine Erinnerung, die in die Ruhezeiten fällt, geht nicht verloren: Sie kommt genau dann, wenn sie enden. Hast du also nachts keine Benachrichtigung bekommen, kommt sie morgens, wenn deine Ruhezeiten vorbei sind. Auch die Zusammenfassung wartet darauf.

So stellst du sie ein:
1. Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht).
2. Setze unter „Zeitzone & Ruhezeiten“ ein Häkchen bei „Ruhezeiten“ und wähle „Von“ und „Bis“. Voreingestellt ist 22:00 bis 08:00 Uhr; sie dürfen über Mitternacht gehen.
3. Tippe auf „Zeiteinstellungen speichern“.
Entferne das Häkchen bei „Ruhezeiten“, um Erinnerungen zu jeder Uhrzeit zu bekommen.

Deine Zeitzone wird bei deiner ersten Anmeldung aus deinem Browser übernommen. Die Uhrzeiten, die Nudge anzeigt, die „Schnellaktionen“, „Heute“ sowie Geburtstags- und Check-in-Erinnerungen richten sich alle danach. Wenn du umziehst oder eine Erinnerung zur falschen Zeit kommt, wähle an derselben Stelle deine Zeitzone (tippe ein paar Buchstaben einer Stadt, um sie zu finden) und tippe auf „Zeiteinstellungen speichern“. Erinnerungen, die du selbst geplant hast, behalten den Zeitpunkt, den du gewählt hast.

Geburtstags- und Check-in-Erinnerungen kommen um 09:00 Uhr, bis du an derselben Stelle „Check-ins und Termine kommen an um“ änderst. Ein Kontakt kann auch eine eigene Uhrzeit haben: Öffne den Kontakt, tippe auf „Bearbeiten“ und stelle dort „Check-ins und Termine kommen an um“ ein.', 'faq', 'Ruhezeiten, Ruhezeit, nachts, Nacht, schlafen, nicht stören, keine Benachrichtigung nachts, zu spät, Zeitzone, Zeitzone ändern, Reise, Urlaub, umgezogen, falsche Uhrzeit, falsche Zeit, 9 Uhr, Uhrzeit, Tageszeit, kommen an um, wann kommt, morgens', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Mit Check-ins in Kontakt bleiben', 'Gib einem Kontakt einen Rhythmus, zum Beispiel alle 2 Wochen oder jeden Monat, und Nudge erinnert dich regelmäßig daran, dich bei ihm zu melden.

1. Öffne den Tab „Kontakte“ und tippe auf „Kontakt hinzufügen“, oder öffne einen Kontakt und tippe auf „Bearbeiten“.
2. Gib unter „In Kontakt bleiben alle“ eine Zahl ein und wähle „Tage“, „Wochen“ oder „Monate“.
3. Tippe auf „Kontakt speichern“.

Nudge hält dann immer eine Check-in-Erinnerung bereit, und zwar um 09:00 Uhr (oder zu der Uhrzeit, die du unter „Check-ins und Termine kommen an um“ gewählt hast, in deiner Zeitzone), so lange nach eurem letzten Kontakt. Jedes Mal, wenn ihr in Kontakt seid, rückt sie weiter: wenn du aus Nudge heraus schreibst oder anrufst, dem Kontakt eine Notiz hinzufügst oder eine Erinnerung mit seiner Telefonnummer als erledigt markierst („Erledigt“ in der Benachrichtigung oder „Als erledigt markieren“ im „Verlauf“). Kommt der Check-in und du meldest dich nicht, kommt der nächste einen Rhythmus später.

Im Tab „Kontakte“ steht bei allen mit Rhythmus „Überfällig“, „Bald fällig“ oder „Im Plan“. Die Filter „Fällig“, „Fast fällig“ und „Aktuell“ sowie die Schaltfläche „Fällige zuerst“ zeigen, wer dich am meisten braucht. Um die Check-ins für einen Kontakt zu beenden, wähle „Nicht erinnern“ und speichere. Auch ein ganzer Kreis kann einen Rhythmus haben (siehe Kreise), und fällige Check-ins erscheinen unter „Heute“.', 'feature', 'in Kontakt bleiben, Kontakt halten, Check-in, Checkin, melden, Rhythmus, Intervall, regelmäßig, jede Woche, jeden Monat, alle zwei Wochen, wiederkehrend, wiederholen, überfällig, bald fällig, lässt nach, im Plan, nicht erinnern, Kontakt pflegen', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Geburtstagserinnerungen und andere jährliche Termine', 'Nudge kann dich jedes Jahr an Geburtstage, Jahrestage und andere wichtige Termine erinnern.

1. Öffne den Tab „Kontakte“ (tippe zuerst auf „Kontakt hinzufügen“, falls die Person noch nicht da ist).
2. Tippe auf den Namen der Person, um ihre Karte zu öffnen.
3. Lass unter „Geburtstage & Termine“ im Feld „Was“ „Geburtstag“ stehen (oder gib etwas anderes ein, etwa Jahrestag), wähle das „Datum“ und gib bei „Tage vorher“ 0 für den Tag selbst ein oder bis zu 60, um vorher erinnert zu werden.
4. Tippe auf „Datum hinzufügen“.

Du bekommst am Tag selbst eine Erinnerung („Ana hat heute Geburtstag“) und mit Vorlauf zusätzlich eine Vorwarnung so viele Tage vorher („Ana hat am Freitag Geburtstag“), um 09:00 Uhr in deiner Zeitzone oder zu der Uhrzeit, die du unter „Check-ins und Termine kommen an um“ gewählt hast. Sind sie verschickt, werden die fürs nächste Jahr von selbst angelegt. Termine der kommenden Woche erscheinen auch unter „Heute“. An einen Termin am 29. Februar wirst du in den anderen Jahren am 28. Februar erinnert. Um einen Termin zu entfernen, tippe auf das Papierkorbsymbol daneben.

Für eine einmalige Erinnerung füllt die Schnellaktion „Geburtstag“ im Tab „Aktive Erinnerungen“ eine Geburtstagsnachricht für heute in einem Monat aus: Ändere das Datum und ergänze den Namen. Geburtstage und Termine erscheinen auch in deinem Kalender-Feed.', 'feature', 'Geburtstag, Geburtstage, Geburtstagserinnerung, Geburtstag vergessen, Jahrestag, Jahrestage, Hochzeitstag, besondere Tage, wichtige Termine, Termine, Daten, jährlich, jedes Jahr, Vorlauf, Tage vorher, vorher erinnern, Geburtstagsreminder', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Deine Erinnerungen im Kalender sehen', 'Der Kalender-Feed zeigt deine anstehenden Erinnerungen (als 15-minütige Termine) und die Geburtstage und Termine deiner Kontakte (als jährliche ganztägige Termine) in jeder Kalender-App, die einen Kalender per URL abonnieren kann, etwa Google Kalender, Apple Kalender oder Outlook.

1. Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht) und suche „Kalender-Feed“.
2. Tippe auf „Kalenderlink erstellen“ und dann auf „Kopieren“. Zum Schutz deiner Privatsphäre wird der Link nur einmal angezeigt.
3. Füge ihn in deiner Kalender-App hinzu:
- Google Kalender (am Computer): Klicke neben „Weitere Kalender“ auf +, wähle „Per URL“, füge den Link ein und klicke auf „Kalender hinzufügen“.
- Apple Kalender: auf dem Mac Ablage > Neues Kalenderabonnement. Auf dem iPhone fügst du unter Einstellungen > Kalender > Accounts einen abonnierten Kalender hinzu (der genaue Weg hängt von deiner iOS-Version ab).
- Outlook: Kalender hinzufügen > Aus dem Internet abonnieren.

Der Feed kann nur gelesen werden, und jede Kalender-App aktualisiert ihn in ihrem eigenen Takt, was bei Google mehrere Stunden dauern kann. Jeder mit dem Link kann deine Erinnerungen sehen, also behalte ihn für dich. Mit „Neuen Link erstellen“ ersetzt du ihn (der alte funktioniert dann nicht mehr), mit „Link widerrufen“ schaltest du ihn ab.', 'feature', 'Kalender, Kalender-Feed, Kalenderfeed, Google Kalender, Google Calendar, Apple Kalender, Outlook, iCal, ICS, abonnieren, Kalender abonnieren, per URL, Kalender synchronisieren, Kalenderlink, Termine im Kalender, Link widerrufen', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Kontakte importieren und exportieren', 'Importieren: Tippe im Tab „Kontakte“ auf „Importieren“.
- „Aus einer Datei (.vcf, .csv)“ übernimmt einen Kontakte-Export von deinem Handy, aus Google Kontakte oder Outlook, mit einer Vorschau vorab (siehe Kontakte aus einer Datei importieren).
- „Aus einem Adressbuch (iCloud, CardDAV)“ verbindet iCloud, Fastmail oder Nextcloud und hält deine Kontakte aktuell (siehe Ein Adressbuch synchronisieren).
Im Tab „Aktive Erinnerungen“ öffnet „Kontakte importieren“ (in der Karte „Erinnerung planen“) die Kontaktliste deines Handys, wo der Browser das anbietet (Chrome auf Android), sodass du Personen auswählen kannst. Anderswo öffnet sich ein Feld, in das du eine Person pro Zeile einfügst: einen Namen, dann ein Leerzeichen, einen Bindestrich oder Doppelpunkt, dann die Telefonnummer (zum Beispiel „Ana Souza - 555 010 2030“).
Niemand wird doppelt angelegt. Du kannst Personen auch einzeln mit „Kontakt hinzufügen“ hinzufügen.

Exportieren: Tippe im Tab „Kontakte“ auf „Exportieren“, um alle deine Kontakte als vCard-Datei (nudge-contacts.vcf) mit Namen, Telefonnummern, E-Mail-Adressen und Notizen herunterzuladen. Adressbücher auf dem Handy, Google Kontakte und Outlook können sie importieren. „Teilen“ schickt dieselben Kontakte an das Teilen-Menü deines Geräts oder kopiert sie, wo Teilen nicht möglich ist.', 'feature', 'importieren, Kontakte importieren, Import, Kontakte, Handykontakte, Telefonkontakte, Kontakte hinzufügen, einfügen, exportieren, Kontakte exportieren, Export, vCard, VCF, Kontakte teilen, teilen, Backup, Sicherung, Kontaktliste, übertragen', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nudge offline nutzen', 'Nudge funktioniert ohne Verbindung auf jedem Gerät, auf dem du es schon einmal online benutzt hast. Installierst du es auf deinem Home-Bildschirm, fühlt es sich an wie jede andere App.

Offline öffnet sich Nudge mit deinen Erinnerungen, deinem Verlauf und deinen Kontakten so, wie sie zuletzt geladen wurden, und eine Leiste zeigt an, dass du offline bist. Änderungen, die du machst (eine Erinnerung planen, bearbeiten, löschen oder speichern sowie Kontakte und Notizen hinzufügen, bearbeiten oder löschen), werden auf diesem Gerät gespeichert und in dieser Leiste aufgelistet. Sobald du wieder online bist, werden sie von selbst der Reihe nach übertragen, und alles wird aktualisiert.

Deine Erinnerungen werden von unseren Servern zur richtigen Zeit verschickt, auch wenn dein Gerät offline ist, und die Benachrichtigung erscheint, sobald das Gerät wieder online ist. Anmelden, „KI-Support“, Abrechnung und Kontoeinstellungen brauchen eine Verbindung.', 'faq', 'offline, kein Internet, ohne Internet, keine Verbindung, kein Netz, kein Empfang, WLAN, kein WLAN, WiFi, Flugmodus, Flugzeug, funktioniert offline, offline nutzen, synchronisieren, Sync, mobile Daten', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nudge Pro: kostenlose Testphase, Abrechnung und Kündigung', 'Nudge hat einen einzigen Plan, Nudge Pro: 30 Tage kostenlos, danach 7 US-Dollar im Monat. Starte ihn auf der Seite „Preise“ mit „Starte deine kostenlose Testphase“. Deine Karte gibst du auf der sicheren Bezahlseite von Stripe ein, aber bis zum Ende der Testphase wird nichts abgebucht, und wenn du vorher kündigst, zahlst du nichts. Deine Kartennummer sehen wir nie.

Deine Übersicht zeigt deinen Plan, zum Beispiel „Kostenlose Testphase: noch 12 Tage, danach 7 $/Monat“.

Um zu kündigen, deine Karte zu ändern oder deine Rechnungen zu sehen, tippe in der Übersicht neben deinem Plan auf „Abrechnung verwalten“. Das öffnet die Abrechnungsseite von Stripe, wo die Kündigung nur ein paar Klicks dauert. Nach der Kündigung behältst du Pro bis zum Ende des bezahlten Zeitraums, und es wird nichts mehr abgebucht. Schlägt eine Zahlung fehl, zeigt die Übersicht „Zahlung korrigieren“, was dieselbe Seite öffnet. Wenn du dein Konto löschst, wird dein Plan ebenfalls gekündigt.

Doppelt abgebucht oder Geld zurück gewünscht? Frag im Tab „KI-Support“, dann antwortet dir eine Person aus unserem Team.', 'faq', 'Abrechnung, Abo, Abonnement, kündigen, Abo kündigen, Preis, Kosten, was kostet, Preise, kostenlose Testphase, Testphase, testen, Probezeit, Tarif, Pro, Zahlung, bezahlen, Karte, Kreditkarte, Rechnung, Stripe, monatlich, doppelt abgebucht, Rückerstattung, Geld zurück', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Eine Kopie deiner Daten herunterladen', 'Du kannst jederzeit alles herunterladen, was Nudge über dich speichert.

1. Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht), um „Konto & Datenschutz“ zu öffnen.
2. Tippe unter „Deine Daten“ auf „Meine Daten herunterladen“.

Du bekommst eine JSON-Datei mit deinen Kontodaten und Einstellungen (Zeitzone und Ruhezeiten), all deinen Erinnerungen samt Zustellweg, deinen Kontakten, Notizen, Geburtstagen und Terminen, deinen Geräten und deinen Supportanfragen. Dein Passwort und deine Anmeldeschlüssel sind nie darin enthalten.

Nur für deine Kontakte, in einem Format, das Adressbücher verstehen, nutzt du stattdessen „Exportieren“ im Tab „Kontakte“ (eine vCard-Datei). Deine Erinnerungen, Kontakte und Notizen werden nur gespeichert, um dich zu erinnern, und werden nie verkauft oder weitergegeben.', 'faq', 'Daten exportieren, meine Daten exportieren, Daten herunterladen, meine Daten herunterladen, meine Daten, Kopie, Datenkopie, Datenauskunft, DSGVO, Datenschutz, JSON, persönliche Daten, Backup, Sicherung, Download', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Dein Konto löschen', 'Wenn du dein Konto löschst, werden es und alles darin endgültig entfernt: jede Erinnerung, jeder Kontakt, jede Notiz und jeder Termin. Benachrichtigungen hören auf all deinen Geräten auf, und wenn du Nudge Pro hast, wird dein Plan gekündigt, sodass nichts mehr abgebucht wird. Das lässt sich nicht rückgängig machen, also tippe vielleicht vorher auf „Meine Daten herunterladen“.

1. Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht).
2. Geh ganz nach unten zu „Konto löschen“.
3. Gib dein Passwort ein und tippe auf „Mein Konto löschen“.

Du wirst abgemeldet, und das Konto ist sofort weg. Stimmt das Passwort nicht, wird nichts gelöscht.', 'faq', 'Konto löschen, mein Konto löschen, Account löschen, Konto entfernen, Konto schließen, Konto auflösen, abmelden für immer, löschen, meine Daten löschen, Daten löschen, Datenschutz, DSGVO, Passwort, Nudge löschen', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Dein Passwort zurücksetzen', 'Passwort vergessen? Auf der Anmeldeseite kannst du ein neues wählen.

1. Tippe auf der Anmeldeseite neben dem Feld „Passwort“ auf „Passwort vergessen?“.
2. Gib die E-Mail-Adresse deines Kontos ein und tippe auf „Link zum Zurücksetzen senden“.
3. Öffne den Link in der E-Mail, die wir dir schicken, und wähle ein neues Passwort (mindestens 8 Zeichen).

Der Link funktioniert einmal und eine Stunde lang. Nichts angekommen? Schau in deinem Spam-Ordner nach oder versuch es in ein paar Minuten noch einmal.

Ein neues Passwort meldet dich auf allen Geräten ab und schaltet dort die Benachrichtigungen aus, falls jemand anderes dein altes hatte. Melde dich wieder an und tippe auf jedem Handy oder Computer, auf dem du deine Erinnerungen haben willst, auf „Push-Benachrichtigungen aktivieren“.', 'faq', 'Passwort, Passwort vergessen, Passwort zurücksetzen, neues Passwort, Kennwort, Kennwort vergessen, anmelden, einloggen, Login, kann mich nicht anmelden, Anmeldung geht nicht, ausgesperrt, Reset-Link, Link kommt nicht, Passwort ändern', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ein Adressbuch synchronisieren (iCloud, Fastmail, Nextcloud)', 'Nudge kann die Kontakte eines Online-Adressbuchs übernehmen und aktuell halten: iCloud, Fastmail, Nextcloud oder jedes Adressbuch, das CardDAV spricht.

1. Tippe im Tab „Kontakte“ auf „Importieren“ und dann auf „Aus einem Adressbuch (iCloud, CardDAV)“.
2. Fülle „Serveradresse“ (für iCloud contacts.icloud.com), „Benutzername“ (meist deine E-Mail-Adresse) und „App-Passwort“ aus.
3. Tippe auf „Verbinden“. Nudge prüft zuerst die Angaben, übernimmt dann sofort deine Kontakte und sagt dir, wie viele hinzugefügt wurden.

Verwende ein App-Passwort, nicht dein normales: iCloud erstellt eines unter appleid.apple.com (Anmeldung und Sicherheit), Fastmail unter Einstellungen > Privatsphäre & Sicherheit, Nextcloud unter Einstellungen > Sicherheit. Es wird verschlüsselt gespeichert und nie wieder angezeigt. Lehnt der Server Benutzername oder Passwort ab, wird nichts gespeichert, und Nudge sagt dir, warum.

Die Synchronisierung läuft in eine Richtung, von deinem Adressbuch zu Nudge, von selbst alle paar Stunden oder sofort mit „Jetzt synchronisieren“. Neue Personen werden hinzugefügt, und Personen, die du schon hast (gleiche Nummer oder E-Mail-Adresse), werden verknüpft und ergänzt. Spätere Änderungen an Name, Nummer oder E-Mail-Adresse auf dem Server kommen zu Nudge; deine Notizen, Rhythmen, Kreise und Termine in Nudge bleiben so, wie du sie angelegt hast. Gruppen werden zu Kreisen. Wer auf dem Server gelöscht wird, bleibt in Nudge, und wen du in Nudge löschst, der kommt nicht zurück.

Du kannst ein einziges Adressbuch verbinden. „Trennen“ beendet die Synchronisierung und behält alle Kontakte. Google Kontakte: Exportiere deine Kontakte aus Google Kontakte als Datei und nutze stattdessen „Importieren“ > „Aus einer Datei (.vcf, .csv)“.', 'feature', 'Adressbuch, synchronisieren, Sync, Kontakte synchronisieren, Kontakte abgleichen, iCloud, Apple Kontakte, iPhone Kontakte, Fastmail, Nextcloud, CardDAV, App-Passwort, anwendungsspezifisches Passwort, verbinden, jetzt synchronisieren, trennen, Server, automatisch, Synchronisation', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Kontakte aus einer Datei importieren (vCard oder CSV)', 'Du kannst ein ganzes Adressbuch aus einer Kontaktdatei übernehmen: eine .vcf-Datei (vCard) von iPhone, Android, macOS oder Outlook oder eine .csv-Datei aus Google Kontakte, Outlook oder einer Tabelle.

1. Tippe im Tab „Kontakte“ auf „Importieren“ und dann auf „Aus einer Datei (.vcf, .csv)“.
2. Wähle die Datei aus. Bei einer CSV-Datei, die nicht von Google oder Outlook stammt, gibst du an, in welcher Spalte Name, Telefon, E-Mail, Geburtstag, Notizen, Firma, Position und Kreise stehen (Nudge rät anhand der Spaltenüberschriften).
3. Prüfe die Vorschau: Jede Person ist als „Neu“ oder „Schon vorhanden“ markiert, oder es steht dabei, was der Import bei jemandem ergänzt, den du schon hast. Entferne das Häkchen bei allen, die du weglassen willst, und wähle, was mit Personen passiert, die schon in deinen Kontakten sind: „Neues bei ihnen ergänzen“ oder „So lassen, wie sie sind“.
4. Tippe auf „Importieren“.

Jede Person bringt einen Namen, eine Telefonnummer, eine E-Mail-Adresse, Notizen, ihren Arbeitgeber, einen Geburtstag (der zu einem jährlichen Termin mit Erinnerung wird) und ihre Gruppen mit, die zu Kreisen werden. Vorhandene Personen werden anhand von Telefonnummer oder E-Mail-Adresse erkannt, sodass beim zweimaligen Import derselben Datei niemand doppelt angelegt und nichts, was du schon hast, überschrieben wird. Alles in der Datei, was sich nicht importieren lässt, wird mit seiner Fundstelle aufgelistet. Eine Datei kann bis zu 5000 Personen enthalten.

Aus Google Kontakte speicherst du deine Kontakte zuerst als Datei: Klicke in Google Kontakte auf „Exportieren“ und wähle „vCard“ oder „Google-CSV“.', 'feature', 'importieren, Datei importieren, Datei, VCF, vCard, CSV, Tabelle, Excel, Google Kontakte, Google, Outlook, Android, iPhone, hochladen, Upload, Duplikate, doppelte Kontakte, Vorschau, Spalten, Kontaktdatei', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Über WhatsApp, Signal, Telegram oder E-Mail schreiben', 'Für jeden Kontakt kannst du die App festlegen, über die du ihm normalerweise schreibst, damit sich mit einem Tippen der richtige Chat öffnet.

1. Öffne im Tab „Kontakte“ den Kontakt und tippe auf „Bearbeiten“ (oder auf „Kontakt hinzufügen“).
2. Wähle unter „Schreib ihnen über“ „SMS“, WhatsApp, Signal, Telegram oder „E-Mail“.
3. Tippe auf „Kontakt speichern“.

WhatsApp und Signal brauchen die Telefonnummer der Person, Telegram ihren Benutzernamen (@ana, t.me/ana und ana funktionieren alle) und E-Mail ihre E-Mail-Adresse: Das Formular sagt dir, wenn etwas fehlt.

Die Nachrichten-Schaltfläche auf ihrer Karte, die „Kontaktkarte“, die sich aus der Benachrichtigung einer Erinnerung öffnet („Nachricht über WhatsApp“, über „SMS senden“), und der Link in einer Erinnerungs-E-Mail öffnen dann diese App. WhatsApp und SMS öffnen sich mit deiner bereits eingetippten Nachricht, E-Mail mit ihr als Text; Signal und Telegram öffnen den Chat, und du tippst die Nachricht ein oder fügst sie ein. Lässt sich die App mit den Angaben des Kontakts nicht erreichen (zum Beispiel WhatsApp mit einer Nummer ohne Ländervorwahl), schickt die Schaltfläche stattdessen eine SMS.', 'feature', 'WhatsApp, Signal, Telegram, E-Mail, Mail, Messenger, Messenger-Apps, Nachrichten-App, schreiben über, Chat, SMS, Textnachricht, Nachricht, Benutzername, Username, Whatsapp öffnen, Whats App, Ländervorwahl', 7, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Kreise: deine Kontakte gruppieren', 'Kreise sind Gruppen von Menschen, zum Beispiel Enge Freunde, Kunden oder Familie. Ein Kontakt kann in beliebig vielen Kreisen sein, und du kannst bis zu 50 haben.

- Einen Kreis erstellen: Tippe im Tab „Kontakte“ auf „Kreis erstellen“ (oder auf „Kreise“, sobald du welche hast), gib unter „Neuer Kreis“ einen Namen ein und tippe auf „Kreis hinzufügen“. Im selben Dialog benennst du Kreise um und löschst sie; wird ein Kreis gelöscht, bleiben seine Personen erhalten.
- Jemanden einem Kreis zuordnen: Öffne den Kontakt, tippe auf „Bearbeiten“, setze Häkchen bei seinen Kreisen und tippe auf „Kontakt speichern“.
- Einen Kreis ansehen: Wähle ihn in der Liste „Kreis“ über deinen Kontakten aus. Suche, die Filter fürs In-Kontakt-Bleiben, „Teilen“ und „Exportieren“ gelten dann für seine Mitglieder.

Ein Kreis kann einen Rhythmus haben: Wähle unter „Mit den Mitgliedern in Kontakt bleiben alle“ eine Zahl und „Tage“, „Wochen“ oder „Monate“. Mitglieder ohne eigenen Rhythmus bekommen dann Check-ins in diesem Rhythmus (bei zwei Kreisen im kürzeren); der eigene Rhythmus eines Kontakts hat immer Vorrang. Gruppen aus einer importierten Datei oder einem synchronisierten Adressbuch werden ebenfalls zu Kreisen.', 'feature', 'Kreise, Kreis, Gruppen, Gruppe, gruppieren, Kategorien, Labels, Etiketten, enge Freunde, Freunde, Kunden, Familie, Kreis erstellen, Kreis löschen, umbenennen, organisieren, sortieren, Team, Kollegen', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Heute: bei wem du dich melden solltest', '„Heute“ zeigt dir auf einen Blick, bei wem du dich heute melden solltest. Tippe in deiner Übersicht neben „Bleib in Verbindung“ auf „Heute“.

Dort stehen:
- „Heute fällige Erinnerungen“: die Erinnerungen, die vor Tagesende fällig sind, und überfällige.
- „In Kontakt bleiben“: Kontakte, deren Check-in fällig ist.
- „Geburtstage und Termine diese Woche“: Geburtstage und andere Termine heute oder in den nächsten 7 Tagen.

Jede Zeile hat die Nachrichten-Schaltfläche der Person und „Anrufen“ sowie „Erledigt“ und „Schlummern“. „Erledigt“ zählt als Kontakt (ein Check-in rückt dann einen Rhythmus weiter). „Schlummern“ setzt die Person morgen um 09:00 Uhr wieder auf die Liste. Ist die Liste leer, steht dort „Du bist auf dem neuesten Stand“.

„Heute“ richtet sich nach deiner Zeitzone und öffnet sich offline mit der letzten Liste, die dein Gerät gesehen hat („Erledigt“ und „Schlummern“ brauchen eine Verbindung). Unter der Liste kannst du die Zusammenfassung einschalten, um die Liste als Benachrichtigung zu bekommen.', 'feature', 'heute, Heute-Seite, Heute-Liste, wen kontaktieren, bei wem melden, melden, heute fällig, überfällig, diese Woche, alles erledigt, erledigt, später erinnern, schlummern, To-do, Aufgaben, Tagesliste, Übersicht', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Die Zusammenfassung: deine Heute-Liste als Benachrichtigung', 'Die Zusammenfassung schickt dir deine „Heute“-Liste als eine einzige Benachrichtigung, etwa „4 Personen, bei denen du dich heute melden solltest“ mit den Vornamen, jeden Tag oder einmal pro Woche. Tippst du darauf, öffnet sich „Heute“.

1. Öffne „Heute“ (oder tippe auf die Schaltfläche „Konto“, das Personensymbol oben in der Übersicht) und suche „Zusammenfassung“.
2. Setze ein Häkchen bei „Schick mir eine Zusammenfassung“.
3. Wähle unter „Wie oft“ „Jeden Tag“ oder „Einmal pro Woche“ (dann den Tag unter „Am“) und die Uhrzeit unter „Um“. Voreingestellt ist Montag, 08:30 Uhr.
4. Setze ein Häkchen bei „Auch per E-Mail“, um sie zusätzlich in dein Postfach zu bekommen, mit Links zum Schreiben und Anrufen für jede Person (deine E-Mail-Adresse muss bestätigt sein).
5. Tippe auf „Zusammenfassung speichern“.

Die wöchentliche Zusammenfassung listet die kommende Woche auf. An einem Tag, an dem niemand auf der Liste steht, kommt keine Zusammenfassung, Ruhezeiten halten sie zurück, bis sie enden, und mit „Details auf dem Sperrbildschirm ausblenden“ zeigt sie nur, wie viele Personen es sind.', 'feature', 'Zusammenfassung, tägliche Zusammenfassung, wöchentliche Zusammenfassung, Digest, Übersicht, Tagesübersicht, Wochenübersicht, morgens, jeden Tag, täglich, einmal pro Woche, wöchentlich, tägliche E-Mail, Liste, Heute-Liste, Sperrbildschirm', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Wiederkehrende Erinnerungen', 'Jede Erinnerung kann sich wiederholen: ein wöchentlicher Anruf bei deiner Mutter, ein monatliches Treffen mit einem Kunden.

1. Wähle unter „Erinnerung planen“ (oder mit „Bearbeiten“ bei einer geplanten Erinnerung) Datum und Uhrzeit der ersten.
2. Wähle unter „Wiederholen“ „Jeden Tag“, „Jede Woche am“ (an diesem Wochentag), „Jeden Werktag“ (Montag bis Freitag), „Jeden Monat am“ (an diesem Datum oder an diesem Wochentag, etwa am 3. Montag) oder „Jedes Jahr“.
3. Wenn du möchtest, stellst du „Alle wie viele“ (Wochen, Monate …) und „Endet“ ein: „Nie“, „Nach einer Anzahl von Malen“ oder „An einem Datum“.
4. Tippe auf „Erinnerung planen“.

Es wartet immer nur eine Erinnerung; sobald sie verschickt ist, wird die nächste zur selben Tageszeit in deiner Zeitzone geplant. „Geplante Erinnerungen“ zeigt, wie sich jede wiederholt. In einem Monat ohne diesen Tag wird der letzte Tag des Monats genommen.

Wenn du eine wiederkehrende Erinnerung bearbeitest oder löschst, fragt Nudge, welche: „Nur diese“ oder „Diese und alle folgenden“. Löschst du nur diese, wird sie übersprungen, und die nächste kommt wie gewohnt. Dein Kalender-Feed zeigt die ganze Serie.', 'feature', 'wiederholen, wiederholend, wiederkehrend, Wiederholung, Serie, jeden Tag, täglich, jede Woche, wöchentlich, monatlich, jeden Monat, jährlich, jedes Jahr, werktags, Werktage, regelmäßige Erinnerung, Serienerinnerung, Intervall', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Deine Geräte: testen, entfernen und Privatsphäre', 'Jedes Handy und jeder Browser, auf dem du Benachrichtigungen eingeschaltet hast, bekommt deine Erinnerungen. Um sie zu sehen, tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht) und suche „Geräte“. Bei jedem steht, wann es zuletzt eine Erinnerung bekommen hat und, falls die letzte fehlgeschlagen ist, warum. Dieses Gerät ist markiert.

- „Test senden“ schickt eine Testbenachrichtigung an dieses Gerät, um zu prüfen, ob es funktioniert.
- „Entfernen“ stoppt Erinnerungen auf diesem Gerät (einem alten Handy, einem gemeinsam genutzten Computer). Um sie dort wieder zu bekommen, schalte auf diesem Gerät in Nudge die Benachrichtigungen ein.
- „Details auf dem Sperrbildschirm ausblenden“: Benachrichtigungen sagen dann nur „Zeit, dich bei Ana zu melden“; Nachricht und Notizen erscheinen, wenn du Nudge öffnest.

„Überall abmelden“, weiter unten unter „Konto & Datenschutz“, meldet dich auf allen Geräten ab, entfernt sie alle und schaltet deinen Kalenderlink ab: Nutze das, wenn du ein Handy verloren hast oder glaubst, dass jemand anderes angemeldet ist.', 'feature', 'Geräte, Gerät, Handy, Smartphone, Computer, Test senden, Testbenachrichtigung, Gerät entfernen, altes Handy, Handy verloren, Handy gestohlen, Sperrbildschirm, Details ausblenden, Privatsphäre, Datenschutz, überall abmelden, abmelden, ausloggen, Logout', 6, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Erinnerungen per E-Mail bekommen', 'Erinnerungen können zusätzlich zur Benachrichtigung auch per E-Mail kommen, sobald deine E-Mail-Adresse bestätigt ist (öffne den Link in der E-Mail, die wir dir bei der Registrierung geschickt haben; die Übersicht bietet an, sie noch einmal zu schicken).

Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht) und suche „Erinnerungen per E-Mail“:
- „Schick mir eine E-Mail, wenn kein Gerät eine Erinnerung erhält“ (anfangs eingeschaltet): Nimmt keines deiner Geräte eine Erinnerung innerhalb von 10 Minuten an, kommt sie per E-Mail.
- „Jede Erinnerung auch per E-Mail“: Jede Erinnerung kommt zusätzlich per E-Mail.

Eine Erinnerungs-E-Mail enthält deine Nachricht, einen Link, um der Person zu schreiben oder sie anzurufen, und einen Link, um die Erinnerung als erledigt zu markieren. Jede E-Mail hat einen Link, um Erinnerungs-E-Mails abzuschalten.', 'feature', 'E-Mail, E-Mails, Email, per E-Mail, per Mail, Posteingang, Postfach, Mail, Erinnerungs-E-Mails, E-Mail-Benachrichtigungen, E-Mail bestätigen, Bestätigungsmail, abbestellen, abmelden, kein Gerät, keine E-Mail bekommen', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Den KI-Support fragen', 'Der Tab „KI-Support“ in deiner Übersicht beantwortet Fragen anhand unserer Hilfeartikel, jederzeit. Was er nicht beantworten kann, geht an eine Person aus unserem Team.

- „Support“ ist für Fragen zur Nutzung von Nudge, „Rat“ für Ideen, was du jemandem sagen kannst, und „Funktionen“ für Ideen, wie Nudge besser werden kann (das Team liest jede davon).
- Schreib in das Feld „Deine Nachricht“ und tippe auf „Senden“ oder drücke die Eingabetaste. Umschalt+Eingabe beginnt eine neue Zeile.
- „Gespräch löschen“ leert den Chat. „Letzte Supportanfragen“ zeigt deine letzten fünf Fragen.

Fragen zu Abrechnung, Rückerstattungen, zum Löschen deines Kontos oder zu etwas, das nicht funktioniert, gehen an eine Person, ebenso Fragen, die kein Artikel abdeckt. Wenn eine Person antwortet, bekommst du eine Benachrichtigung und eine E-Mail, und die Antwort erscheint im Tab „KI-Support“. Du kannst 30 Fragen pro Stunde stellen, mit jeweils bis zu 2000 Zeichen.', 'faq', 'KI-Support, KI, Support, Hilfe, Assistent, Chat, Chatbot, Eingabetaste, Enter, senden, Umschalt Enter, neue Zeile, Mensch, echte Person, mit einem Menschen sprechen, Support kontaktieren, Kundendienst, Team, Antwort, Supportanfrage', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Telefonnummern aus anderen Ländern', 'Nudge speichert jede Telefonnummer im internationalen Format (+44 20 7946 0958), damit Schreiben, Anrufen und WhatsApp funktionieren, egal wo die Person lebt.

Eine Nummer, die ohne + und Ländervorwahl eingegeben wird, gilt als Nummer aus deiner Telefonregion. Diese richtet sich nach dem Land deiner Zeitzone, bis du eines auswählst: Tippe auf die Schaltfläche „Konto“ (das Personensymbol oben in der Übersicht), suche „Telefonregion“ unter „Zeitzone & Ruhezeiten“, wähle ein Land und tippe auf „Zeiteinstellungen speichern“.

Bei jemandem im Ausland gibst du die Nummer mit + und Ländervorwahl ein. Kann Nudge eine Nummer nicht lesen, behält es sie so, wie du sie eingegeben hast, und sagt es dir unter dem Feld.', 'faq', 'Telefonnummer, Telefonnummern, Handynummer, Nummer, Ländervorwahl, Vorwahl, +49, international, Ausland, anderes Land, andere Länder, Telefonregion, Region, Land, wählen, falsche Nummer, Format, Nummernformat', 4, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Notizen zu einem Kontakt', 'Notizen helfen dir, dir zu merken, was jemandem wichtig ist: wie ihr euch kennengelernt habt, die Namen der Kinder, was er oder sie dir beim letzten Mal erzählt hat.

1. Tippe im Tab „Kontakte“ auf die Person, um ihre Karte zu öffnen.
2. Tippe unter „Notizen“ auf „Notiz hinzufügen“.
3. Schreib die Notiz und wähle, wenn du möchtest, eine Kategorie: „Persönlich“, „Arbeit“, „Familie“, „Freunde“, „Gesundheit“, „Reisen“, „Hobbys“ oder „Sonstiges“.
4. Tippe auf „Notiz hinzufügen“.

Bei jeder Notiz steht, wann sie geschrieben wurde; mit dem Stift- und dem Papierkorbsymbol bearbeitest oder löschst du sie. Eine Notiz hinzuzufügen zählt als Kontakt, sodass der Check-in der Person weiterrückt. Die neueste Notiz erscheint außerdem in der Benachrichtigung einer Erinnerung zu dieser Person, damit du leichter ins Gespräch kommst.', 'feature', 'Notizen, Notiz, Notiz hinzufügen, Beziehungsverlauf, merken, erinnern, aufschreiben, notieren, Details, Infos, Geschichte mit jemandem, über jemanden, Kategorie, Notiz bearbeiten, Notiz löschen', 5, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Verlauf: als erledigt markieren und Erinnerungen wiederverwenden', '„Verlauf“, ein Tab in deiner Übersicht, listet die verschickten Erinnerungen auf, die neuesten zuerst, und wie jede dich erreicht hat.

- „Als erledigt markieren“: Du hast dich gemeldet. Das zählt als Kontakt mit der Person, sodass ihr Check-in weiterrückt.
- „Wiederverwenden“: plant eine neue Erinnerung mit derselben Person und Nachricht; wähle das neue Datum und die Uhrzeit.
- „Speichern“ behält eine Erinnerung, die du oft wiederverwenden willst; „Nicht mehr speichern“ macht das rückgängig.
- „Löschen“ entfernt sie aus deinem Verlauf.

Bei einer Erinnerung, die du auf später verschoben hast, steht „Schlummert“, während ihre Kopie unter „Geplante Erinnerungen“ wartet; bei einer, die du abgeschlossen hast, steht „Erledigt“.', 'feature', 'Verlauf, Erinnerungsverlauf, Historie, vergangene Erinnerungen, alte Erinnerungen, verschickte Erinnerungen, gesendete Erinnerungen, wiederverwenden, erneut verwenden, als erledigt markieren, erledigt, speichern, merken, frühere, vorherige, löschen', 4, 'de');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nachricht vorschlagen: Entwürfe und Vorlagen', 'Wenn du nicht weißt, was du sagen sollst, kann Nudge dir etwas vorschlagen. Tippe auf „Nachricht vorschlagen“ im Planungsformular (sobald du eingegeben hast, für wen es ist), in „Erinnerung bearbeiten“ oder „Erinnerung wiederverwenden“ oder auf der „Kontaktkarte“, die sich aus einer Benachrichtigung öffnet. Du bekommst drei kurze Entwürfe – herzlich, knapp und verspielt –, und bei jedem steht, worauf er sich stützt: deine neuesten Notizen zur Person, die festgehaltenen Anrufe und Nachrichten mit ihr, ihr kommender Geburtstag oder Termin und die Erinnerung selbst. Tippe auf einen, um ihn zu verwenden; du kannst trotzdem jedes Wort ändern, und nichts wird verschickt, bis du selbst auf „SMS senden“ oder „Anrufen“ tippst.

Entwürfe werden nur dann von KI geschrieben, wenn du „Entwürfe mit KI schreiben“ unter „Nachrichtenentwürfe“ in deinem Konto einschaltest. Der Konto-Dialog zeigt, was an wen geschickt wird: nur die Notizen, festgehaltenen Anrufe und Nachrichten und die Termine dieser einen Person sowie die Erinnerung, nie deine anderen Kontakte, und der Anbieter wird gebeten, nichts davon zu behalten. Ist die KI-Funktion aus, ist die KI langsam oder ausgelastet oder hast du an einem Tag schon 40 KI-Entwürfe bekommen, füllt Nudge stattdessen Vorlagen mit deinen Notizen und sagt dir das.

Deine eigenen Vorlagen: Tippe unter „Schnellaktionen“ auf „Vorlagen“, um Nachrichten zu schreiben, die du oft verschickst, mit Platzhaltern, die Nudge für jede Person ausfüllt: {first_name}, {days_since} (Tage seit eurem letzten Kontakt), {age} (das Alter, das die Person an ihrem kommenden Geburtstag erreicht, wenn du das Jahr kennst) und {date} (der Tag ihres kommenden Geburtstags oder Termins). Deine Vorlagen erscheinen neben den Entwürfen und als Schaltflächen unter „Schnellaktionen“.', 'feature', 'vorschlagen, Vorschlag, Entwurf, Entwürfe, schreiben, was soll ich sagen, was schreiben, Nachrichtenideen, Ideen, KI, künstliche Intelligenz, AI, Vorlage, Vorlagen, Platzhalter, first_name, Formulierung, Textideen, Textvorschlag, Privatsphäre, Datenschutz', 7, 'de');
