-- The starter help articles in each language Nudge speaks besides English (issue 43): the support
-- agent answers a person from their own language's articles. Written for each language, with
-- the app's own words for what is on screen and search words people use in that language.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Bien démarrer avec Nudge', 'Nudge vous rappelle de prendre des nouvelles des personnes qui comptent, au moment que vous choisissez.

1. Sur la page de connexion, appuyez sur Créez-en un, remplissez Nom complet, E-mail, Mot de passe (au moins 6 caractères) et Confirmer le mot de passe, puis appuyez sur Créer un compte.
2. L''étape 2 consiste à activer les notifications, pour que vos rappels arrivent à l''heure sur cet appareil : appuyez sur Activer les notifications push. Sur iPhone, ajoutez d''abord Nudge à votre écran d''accueil.
3. Ouvrez le lien de l''e-mail que nous vous envoyons pour confirmer votre adresse. Vos rappels pourront alors aussi vous parvenir par e-mail.
4. Dans l''onglet Rappels actifs, programmez votre premier rappel. Dans l''onglet Contacts, ajoutez les personnes dont vous voulez rester proche, avec des notes, des anniversaires et un rythme pour garder le contact.

Nudge Pro est gratuit pendant 30 jours, puis coûte 7 $ US par mois : lancez l''essai gratuit depuis la page Tarifs. Une question ? Posez-la à tout moment dans l''onglet Assistance IA.', 'faq', 'inscription, s''inscrire, sinscrire, créer un compte, creer un compte, nouveau compte, ouvrir un compte, enregistrement, commencer, démarrer, demarrer, premiers pas, premiers pas avec nudge, comment ça marche, comment utiliser, confirmer e-mail, confirmer email, confirmation adresse, bienvenue, tutoriel, prise en main, app', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Programmer un rappel', 'Un rappel vous invite à prendre des nouvelles de quelqu''un au moment que vous choisissez.

1. Ouvrez l''onglet Rappels actifs de votre tableau de bord.
2. Dans Programmer un rappel, saisissez le nom de la personne, la date et l''heure, et un message : ce que vous voulez penser à lui dire ou à lui demander. Pendant que vous tapez un nom, vos contacts vous sont proposés ; en choisir un remplit son numéro de téléphone.
3. Si vous le souhaitez, ajoutez un numéro de téléphone (pour lui écrire ou l''appeler directement depuis la notification) et un lien.
4. Appuyez sur Programmer le rappel. L''heure doit être dans le futur. Pour qu''il revienne chaque jour, semaine, mois ou année, choisissez d''abord la fréquence sous Répéter (voir Rappels récurrents).

Les Actions rapides remplissent le formulaire pour vous : Point hebdomadaire (dans 7 jours), Anniversaire (dans 1 mois), Suivi professionnel (demain) et Juste comme ça (dans 3 jours). Choisissez-en une, ajoutez un nom, modifiez le message ou l''heure si vous le souhaitez, puis programmez-le. Dans l''onglet Contacts, la fiche ouverte d''un contact propose aussi un bouton Programmer un rappel.

Vos prochains rappels figurent sous Rappels en attente, où vous pouvez les Modifier ou les Supprimer. Quand un rappel arrive à échéance, vous recevez une notification sur chaque appareil où les notifications sont activées, et il passe dans Historique Nudge.', 'feature', 'programmer, programmer un rappel, planifier, nouveau rappel, créer un rappel, creer un rappel, ajouter un rappel, mettre un rappel, rappel, pense-bête, me rappeler, actions rapides, raccourcis, modèles, rappels en attente, modifier, supprimer, date et heure, nudge', 8, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Écrire ou appeler depuis une notification', 'Quand un rappel arrive à échéance, sa notification vous permet d''agir en un seul geste.

Si le rappel contient un numéro de téléphone, la notification propose Écrire et Appeler. Toucher l''un ou l''autre (ou la notification elle-même) ouvre Nudge sur une fiche contact avec le numéro de la personne et votre message :
- Si vous écrivez à ce contact sur WhatsApp, Signal, Telegram ou par e-mail, Message sur WhatsApp (ou sur l''app concernée) l''ouvre.
- Envoyer un SMS ouvre votre app de messagerie avec le message déjà rédigé, prêt à partir.
- Passer un appel lance l''appel.
- Retour à l''application ferme la fiche.
La fiche peut aussi proposer Marquer comme fait et Demain matin (demain à 9 h 00).

Sans numéro de téléphone, la notification propose Fait et Reporter d''1 heure (et Demain matin s''il reste de la place). Beaucoup de téléphones et de navigateurs n''affichent que les deux premiers boutons.

Écrire ou appeler depuis Nudge, ou marquer le rappel comme fait, compte comme une prise de contact avec cette personne : sa prochaine prise de nouvelles est donc repoussée. Si Fait ou Reporter ne peut pas aboutir (par exemple quand vous êtes hors ligne), Nudge s''ouvre sur Historique Nudge, où vous pouvez appuyer sur Marquer comme fait.', 'feature', 'écrire, ecrire, appeler, appel, sms, texto, message, envoyer un message, coup de fil, actions de la notification, toucher la notification, appuyer sur la notification, fiche contact, fait, marquer comme fait, reporter, plus tard, demain matin, un seul geste, un clic', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Activer les notifications (Android et ordinateur)', 'Nudge vous signale qu''un rappel arrive à échéance par une notification sur chaque appareil où vous avez activé les notifications. Pour les activer sur ce téléphone ou cet ordinateur :

1. Connectez-vous et ouvrez votre tableau de bord.
2. Dans l''encadré du haut, « Activez les notifications pour vos rappels », appuyez sur Activer les notifications push.
3. Quand votre navigateur vous le demande, choisissez Autoriser. Nudge affiche Notifications activées ! et l''encadré disparaît.

Faites-le une fois sur chaque téléphone ou ordinateur où vous voulez recevoir vos rappels. Sur Android, vous pouvez aussi installer Nudge pour l''ouvrir comme une app : appuyez sur Installer dans la carte Installer Nudge quand elle apparaît, ou choisissez Installer l''application (ou Ajouter à l''écran d''accueil) dans le menu de Chrome.

Si l''encadré indique Notifications bloquées, votre navigateur les refuse. Cliquez sur l''icône du cadenas ou des notifications près de la barre d''adresse (ou ouvrez les paramètres du navigateur > Paramètres des sites > Notifications), remplacez Bloquer par Autoriser pour ce site, actualisez la page et appuyez sur Réessayer. Sur un ordinateur, vérifiez aussi que votre système autorise le navigateur à afficher des notifications, et que Ne pas déranger ou Concentration est désactivé.

Pour tester un appareil, appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) : sous Appareils, appuyez sur Envoyer un test. Une fois votre adresse e-mail confirmée, vous pouvez aussi recevoir vos rappels par e-mail, sous Rappels par e-mail.', 'troubleshooting', 'notifications, notification, notifications push, push, activer, activer les notifications, android, chrome, ordinateur, ordi, pc, portable, windows, mac, navigateur, bloqué, bloquées, bloquees, autoriser, autorisation, permission, je ne reçois pas les notifications, pas de notification, installer l''app', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Activer les notifications sur iPhone et iPad', 'Sur iPhone et iPad, Apple n''autorise les notifications d''une app web qu''une fois celle-ci ajoutée à l''écran d''accueil, sous iOS ou iPadOS 16.4 ou version ultérieure. Impossible de les activer depuis un onglet Safari.

1. Ouvrez Nudge dans Safari.
2. Touchez le bouton Partager, puis Sur l''écran d''accueil, puis Ajouter.
3. Ouvrez Nudge depuis sa nouvelle icône sur l''écran d''accueil, et connectez-vous à cet endroit.
4. Sur le tableau de bord, appuyez sur Activer les notifications push et touchez Autoriser.

Si vous voyez Installation requise ou Autorisation nécessaire, Nudge est encore ouvert dans Safari : ouvrez-le plutôt depuis l''icône de l''écran d''accueil. Si vous avez touché Ne pas autoriser, réactivez les notifications dans Réglages > Notifications > Nudge sur l''iPhone, puis appuyez sur Réessayer dans l''app. Vous trouverez votre version dans Réglages > Général > Informations, et pourrez la mettre à jour dans Réglages > Général > Mise à jour logicielle.

Les modes Concentration et Ne pas déranger peuvent aussi rendre les notifications silencieuses. Pour vérifier que votre iPhone les reçoit, appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) puis, sous Appareils, sur Envoyer un test.', 'troubleshooting', 'iphone, ipad, ios, ipados, safari, apple, écran d''accueil, ecran d''accueil, sur l''écran d''accueil, ajouter à l''écran d''accueil, installer, installation requise, autorisation nécessaire, notifications, notifications push, push, activer, activer les notifications, pas de notification iphone, mise à jour ios', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Heures calmes et fuseau horaire', 'Les heures calmes évitent que vos rappels vous réveillent. Un rappel qui arrive à échéance pendant les heures calmes n''est pas perdu : il arrive dès qu''elles se terminent. Si vous n''avez pas reçu de notification pendant la nuit, elle arrive donc le matin, à la fin de vos heures calmes. Le récapitulatif les attend aussi.

Pour les régler :
1. Appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord).
2. Sous Fuseau horaire et heures calmes, cochez Heures calmes et choisissez De et Jusqu''au. Elles sont réglées au départ de 22:00 à 08:00 et peuvent passer minuit.
3. Appuyez sur Enregistrer les réglages horaires.
Décochez Heures calmes pour recevoir vos rappels à toute heure.

Votre fuseau horaire est repris de votre navigateur lors de votre première connexion. Les heures affichées par Nudge, les Actions rapides, Aujourd''hui ainsi que les rappels d''anniversaire et de prise de nouvelles suivent tous ce fuseau. Si vous déménagez, ou si un rappel arrive à la mauvaise heure, choisissez votre fuseau horaire au même endroit (tapez quelques lettres d''une ville pour le trouver) et appuyez sur Enregistrer les réglages horaires. Les rappels que vous avez programmés vous-même gardent le moment que vous avez choisi.

Les rappels d''anniversaire et de prise de nouvelles arrivent à 09:00, sauf si vous modifiez « Les prises de nouvelles et les dates arrivent à », au même endroit. Un contact peut avoir sa propre heure : ouvrez le contact, appuyez sur Modifier et réglez « Les prises de nouvelles et les dates arrivent à ».', 'faq', 'heures calmes, heures de silence, nuit, la nuit, dormir, sommeil, ne pas déranger, ne pas deranger, pas de notification la nuit, en retard, fuseau horaire, fuseau, changer de fuseau horaire, heure, voyage, déménagement, demenagement, mauvaise heure, 9 h, heure d''arrivée, à quelle heure, matin', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Garder le contact grâce aux prises de nouvelles', 'Donnez un rythme à un contact, par exemple toutes les 2 semaines ou tous les mois, et Nudge vous rappelle de prendre régulièrement de ses nouvelles.

1. Ouvrez l''onglet Contacts et appuyez sur Ajouter un contact, ou ouvrez un contact et appuyez sur Modifier.
2. Sous Garder le contact tous les, saisissez un nombre et choisissez Jours, Semaines ou Mois.
3. Appuyez sur Enregistrer le contact.

Nudge programme alors un rappel de prise de nouvelles à 09:00 (ou à l''heure choisie sous « Les prises de nouvelles et les dates arrivent à », dans votre fuseau horaire), ce laps de temps après votre dernier contact. Il est repoussé à chaque fois que vous êtes en contact : quand vous lui écrivez ou l''appelez depuis Nudge, ajoutez une note au contact, ou marquez comme fait un rappel avec son numéro de téléphone (Fait dans la notification, ou Marquer comme fait dans Historique Nudge). Si la prise de nouvelles arrive sans que vous preniez contact, la suivante arrive un rythme plus tard.

Dans l''onglet Contacts, chaque personne qui a un rythme est marquée En retard, Bientôt dû ou Dans les temps. Les filtres Échéance, À la dérive et Bien, ainsi que le bouton Échéance la plus proche, montrent qui a le plus besoin de vous. Pour arrêter les prises de nouvelles d''un contact, choisissez Ne pas me le rappeler et enregistrez. Un cercle entier peut aussi avoir un rythme (voir Cercles), et les prises de nouvelles à faire apparaissent dans Aujourd''hui.', 'feature', 'garder le contact, rester en contact, prendre des nouvelles, prise de nouvelles, nouvelles, rythme, fréquence, frequence, régulièrement, regulierement, toutes les semaines, tous les mois, récurrent, recurrent, répéter, en retard, bientôt, à jour, qui s''éloignent, s''éloigner, perdre de vue', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Rappels d''anniversaire et autres dates annuelles', 'Nudge peut vous rappeler chaque année les anniversaires, anniversaires de mariage et autres dates importantes.

1. Ouvrez l''onglet Contacts (appuyez d''abord sur Ajouter un contact si la personne n''y figure pas encore).
2. Touchez le nom de la personne pour ouvrir sa fiche.
3. Sous Anniversaires et dates, laissez Anniversaire dans Quoi (ou saisissez autre chose, par exemple Anniversaire de mariage), choisissez la Date et, dans Jours d''avance, saisissez 0 pour le jour même, ou jusqu''à 60 pour être prévenu à l''avance.
4. Appuyez sur Ajouter une date.

Vous recevez un rappel le jour même (« C''est l''anniversaire d''Ana aujourd''hui ») et, avec des jours d''avance, aussi un avertissement ce nombre de jours avant (« L''anniversaire d''Ana est vendredi »), à 09:00 dans votre fuseau horaire ou à l''heure choisie sous « Les prises de nouvelles et les dates arrivent à ». Une fois envoyés, ceux de l''année suivante se programment tout seuls. Les dates de la semaine à venir apparaissent aussi dans Aujourd''hui. Une date au 29 février est rappelée le 28 février les autres années. Pour supprimer une date, appuyez sur l''icône de corbeille à côté.

Pour un rappel ponctuel, l''Action rapide Anniversaire de l''onglet Rappels actifs remplit un message d''anniversaire dans un mois : changez la date et ajoutez le nom. Les anniversaires et les dates apparaissent aussi dans votre flux de calendrier.', 'feature', 'anniversaire, anniversaires, rappel d''anniversaire, rappel anniversaire, fête, date d''anniversaire, anniversaire de mariage, dates importantes, dates spéciales, dates, chaque année, tous les ans, annuel, annuelle, jours avant, à l''avance, prévenir avant, 29 février', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Voir vos rappels dans votre agenda', 'Le flux de calendrier affiche vos prochains rappels (sous forme d''événements de 15 minutes) et les anniversaires et dates de vos contacts (sous forme d''événements annuels d''une journée entière) dans toute app d''agenda capable de s''abonner à un agenda par URL, comme Google Agenda, Calendrier d''Apple ou Outlook.

1. Appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) et trouvez Flux de calendrier.
2. Appuyez sur Créer un lien de calendrier, puis sur Copier. Pour protéger votre vie privée, le lien n''est affiché qu''une seule fois.
3. Ajoutez-le à votre app d''agenda :
- Google Agenda (sur un ordinateur) : à côté d''Autres agendas, appuyez sur +, choisissez À partir de l''URL, collez le lien et appuyez sur Ajouter un agenda.
- Calendrier d''Apple : sur Mac, Fichier > Nouvel abonnement à un calendrier. Sur iPhone, ajoutez un calendrier avec abonnement dans Réglages > Calendrier > Comptes (le chemin exact dépend de votre version d''iOS).
- Outlook : Ajouter un calendrier > S''abonner à partir du web.

Le flux est en lecture seule, et chaque app d''agenda l''actualise à son propre rythme, ce qui peut prendre plusieurs heures avec Google. Toute personne qui a le lien peut voir vos rappels : gardez-le pour vous. Appuyez sur Créer un nouveau lien pour le remplacer (l''ancien cesse de fonctionner), ou sur Révoquer le lien pour le désactiver.', 'feature', 'agenda, calendrier, flux de calendrier, flux agenda, lien d''agenda, google agenda, google calendar, calendrier apple, apple calendar, outlook, ical, ics, s''abonner, abonnement, abonner par url, url, synchroniser l''agenda, synchro agenda, voir mes rappels dans mon agenda', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importer et exporter des contacts', 'Importer : dans l''onglet Contacts, appuyez sur Importer.
- Depuis un fichier (.vcf, .csv) importe un export de contacts de votre téléphone, de Google Contacts ou d''Outlook, avec un aperçu au préalable (voir Importer des contacts depuis un fichier).
- Depuis un carnet d''adresses (iCloud, CardDAV) connecte iCloud, Fastmail ou Nextcloud et tient vos contacts à jour (voir Synchroniser un carnet d''adresses).
Dans l''onglet Rappels actifs, Importer des contacts (dans la carte Programmer un rappel) ouvre la liste de contacts de votre téléphone quand le navigateur le permet (Chrome sur Android), pour que vous choisissiez des personnes. Ailleurs, une fenêtre s''ouvre où vous collez une personne par ligne : un nom, puis une espace, un tiret ou deux-points, puis son numéro de téléphone (par exemple « Ana Souza - 555 010 2030 »).
Personne n''est ajouté deux fois. Vous pouvez aussi ajouter des personnes une à une avec Ajouter un contact.

Exporter : dans l''onglet Contacts, appuyez sur Exporter pour télécharger tous vos contacts dans un fichier vCard (nudge-contacts.vcf) avec leurs noms, numéros de téléphone, e-mails et notes. Les carnets d''adresses des téléphones, Google Contacts et Outlook savent l''importer. Partager envoie les mêmes contacts vers le menu de partage de votre appareil, ou les copie quand le partage n''est pas disponible.', 'feature', 'importer, import, importer des contacts, importer mes contacts, contacts, contacts du téléphone, contacts du telephone, répertoire, repertoire, ajouter des contacts, coller, exporter, export, exporter les contacts, vcard, vcf, partager des contacts, partager, sauvegarde, sauvegarder mes contacts', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Utiliser Nudge hors ligne', 'Nudge fonctionne sans connexion sur tout appareil où vous l''avez déjà utilisé en ligne. L''installer sur votre écran d''accueil lui donne l''allure d''une app comme les autres.

Hors ligne, Nudge s''ouvre avec vos rappels, votre historique et vos contacts tels qu''ils ont été chargés la dernière fois, et une barre indique que vous êtes hors ligne. Les modifications que vous faites (programmer, modifier, supprimer ou enregistrer un rappel, et ajouter, modifier ou supprimer des contacts et des notes) sont conservées sur cet appareil et listées dans cette barre. Dès que vous êtes de nouveau en ligne, elles sont envoyées toutes seules, dans l''ordre, et tout est actualisé.

Vos rappels sont envoyés par nos serveurs au bon moment même si votre appareil est hors ligne, et la notification s''affiche dès que l''appareil est de nouveau en ligne. La connexion à votre compte, l''Assistance IA, la facturation et les paramètres du compte nécessitent une connexion.', 'faq', 'hors ligne, hors-ligne, offline, sans internet, pas d''internet, pas internet, sans connexion, pas de connexion, pas de réseau, pas de reseau, wifi, wi-fi, pas de wifi, mode avion, avion, en vol, fonctionne hors ligne, synchronisation, synchro', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nudge Pro : essai gratuit, facturation et résiliation', 'Nudge propose une seule formule, Nudge Pro : gratuite pendant 30 jours, puis 7 $ US par mois. Lancez-la depuis la page Tarifs avec Commencez votre essai gratuit. Vous saisissez votre carte sur la page de paiement sécurisée de Stripe, mais rien n''est prélevé avant la fin de l''essai, et si vous résiliez avant, vous ne payez rien. Nous ne voyons jamais votre numéro de carte.

Votre tableau de bord affiche votre formule, par exemple « Essai gratuit : encore 12 jours, puis 7 $ US/mois ».

Pour résilier, mettre à jour votre carte ou consulter vos factures, appuyez sur Gérer la facturation à côté de votre formule sur le tableau de bord. La page de facturation de Stripe s''ouvre, et la résiliation s''y fait en quelques clics. Après la résiliation, vous gardez Pro jusqu''à la fin de la période déjà payée, et vous n''êtes plus prélevé. Si un paiement échoue, le tableau de bord affiche Régler le paiement, qui ouvre la même page. Supprimer votre compte résilie aussi votre formule.

Prélevé deux fois, ou besoin d''un remboursement ? Posez la question dans l''onglet Assistance IA et une personne de notre équipe vous répondra.', 'faq', 'facturation, abonnement, résilier, resilier, annuler l''abonnement, désabonner, prix, tarif, combien ça coûte, essai gratuit, période d''essai, formule, pro, paiement, carte bancaire, facture, stripe, mensuel, gérer la facturation, prélevé, prélevé deux fois, débité deux fois, remboursement, rembourser', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Télécharger une copie de vos données', 'Vous pouvez télécharger à tout moment tout ce que Nudge conserve à votre sujet.

1. Appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) pour ouvrir Compte et confidentialité.
2. Sous Vos données, appuyez sur Télécharger mes données.

Vous obtenez un fichier JSON avec les informations et paramètres de votre compte (fuseau horaire et heures calmes), tous vos rappels avec la façon dont chacun a été remis, vos contacts, notes, anniversaires et dates, vos appareils et vos demandes d''assistance. Il ne contient jamais votre mot de passe ni vos clés de connexion.

Pour n''obtenir que vos contacts, dans un format que comprennent les carnets d''adresses, utilisez plutôt Exporter dans l''onglet Contacts (un fichier vCard). Vos rappels, contacts et notes sont conservés uniquement pour vous rappeler, et ne sont jamais vendus ni partagés.', 'faq', 'exporter mes données, exporter les données, export des données, télécharger mes données, telecharger mes donnees, télécharger les données, mes données, mes donnees, copie, copie de mes données, confidentialité, vie privée, rgpd, json, données personnelles, sauvegarde', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Supprimer votre compte', 'Supprimer votre compte l''efface définitivement, avec tout ce qu''il contient : chaque rappel, contact, note et date. Les notifications s''arrêtent sur tous vos appareils et, si vous avez Nudge Pro, la formule est résiliée : vous n''êtes plus prélevé. Cette action est irréversible ; vous voudrez peut-être d''abord appuyer sur Télécharger mes données.

1. Appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord).
2. Descendez jusqu''à Supprimer le compte, tout en bas.
3. Saisissez votre mot de passe et appuyez sur Supprimer mon compte.

Vous êtes déconnecté et le compte disparaît immédiatement. Si le mot de passe est incorrect, rien n''est supprimé.', 'faq', 'supprimer le compte, supprimer mon compte, suppression du compte, effacer mon compte, fermer mon compte, clôturer le compte, cloturer, désinscrire, desinscription, effacer, supprimer mes données, droit à l''oubli, confidentialité, vie privée, mot de passe', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Réinitialiser votre mot de passe', 'Mot de passe oublié ? Vous pouvez en choisir un nouveau depuis la page de connexion.

1. Sur la page de connexion, appuyez sur Mot de passe oublié ? à côté du champ Mot de passe.
2. Saisissez l''adresse e-mail de votre compte et appuyez sur Envoyer le lien de réinitialisation.
3. Ouvrez le lien de l''e-mail que nous vous envoyons et choisissez un nouveau mot de passe (au moins 8 caractères).

Le lien fonctionne une seule fois, pendant l''heure qui suit. Rien reçu ? Vérifiez vos courriers indésirables (spam), ou réessayez dans quelques minutes.

Un nouveau mot de passe vous déconnecte sur tous vos appareils et y désactive les notifications, au cas où quelqu''un d''autre aurait eu l''ancien. Reconnectez-vous, puis appuyez sur Activer les notifications push sur chaque téléphone ou ordinateur où vous voulez recevoir vos rappels.', 'faq', 'mot de passe, mdp, mot de passe oublié, mot de passe oublie, oublié mon mot de passe, réinitialiser, reinitialiser, réinitialiser le mot de passe, nouveau mot de passe, changer de mot de passe, se connecter, connexion, login, je n''arrive pas à me connecter, impossible de se connecter, bloqué, compte bloqué, lien de réinitialisation', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Synchroniser un carnet d''adresses (iCloud, Fastmail, Nextcloud)', 'Nudge peut importer les contacts d''un carnet d''adresses en ligne et les tenir à jour : iCloud, Fastmail, Nextcloud, ou tout carnet d''adresses compatible CardDAV.

1. Dans l''onglet Contacts, appuyez sur Importer, puis sur Depuis un carnet d''adresses (iCloud, CardDAV).
2. Renseignez l''Adresse du serveur (pour iCloud, contacts.icloud.com), votre Nom d''utilisateur (en général votre adresse e-mail) et un Mot de passe d''application.
3. Appuyez sur Connecter. Nudge vérifie d''abord les informations, puis importe aussitôt vos contacts et indique combien ont été ajoutés.

Utilisez un mot de passe d''application, pas votre mot de passe habituel : iCloud en crée un sur appleid.apple.com (Connexion et sécurité), Fastmail dans Paramètres > Confidentialité et sécurité, Nextcloud dans Paramètres > Sécurité. Il est stocké chiffré et n''est plus jamais affiché. Si le serveur refuse le nom d''utilisateur ou le mot de passe, rien n''est enregistré, et Nudge vous dit pourquoi.

La synchronisation se fait dans un seul sens, de votre carnet d''adresses vers Nudge, automatiquement toutes les quelques heures, ou tout de suite avec Synchroniser maintenant. Les nouvelles personnes sont ajoutées, et celles que vous avez déjà (même numéro ou même e-mail) sont associées et complétées. Les modifications ultérieures d''un nom, d''un numéro ou d''un e-mail sur le serveur arrivent dans Nudge ; vos notes, rythmes, cercles et dates dans Nudge restent tels que vous les avez faits. Les groupes deviennent des cercles. Une personne supprimée sur le serveur reste dans Nudge, et une personne que vous supprimez dans Nudge ne revient pas.

Vous pouvez connecter un seul carnet d''adresses. Déconnecter arrête la synchronisation et garde tous les contacts. Google Contacts : exportez vos contacts depuis Google Contacts dans un fichier et utilisez plutôt Importer > Depuis un fichier.', 'feature', 'carnet d''adresses, carnet d''adresse, synchroniser, synchronisation, synchro, synchroniser les contacts, sync, icloud, contacts apple, contacts iphone, fastmail, nextcloud, carddav, mot de passe d''application, mot de passe app, connecter, synchroniser maintenant, déconnecter, deconnecter, serveur, automatique, mise à jour automatique', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importer des contacts depuis un fichier (vCard ou CSV)', 'Vous pouvez importer tout un carnet d''adresses depuis un fichier de contacts : un fichier .vcf (vCard) venant d''un iPhone, d''Android, de macOS ou d''Outlook, ou un fichier .csv venant de Google Contacts, d''Outlook ou d''un tableur.

1. Dans l''onglet Contacts, appuyez sur Importer, puis sur Depuis un fichier (.vcf, .csv).
2. Choisissez le fichier. Pour un CSV qui ne vient ni de Google ni d''Outlook, indiquez quelle colonne contient le nom, le téléphone, l''e-mail, l''anniversaire, les notes, l''entreprise, le poste et les cercles (Nudge devine à partir des en-têtes).
3. Vérifiez l''aperçu : chaque personne est marquée Nouveau, Déjà présent, ou avec ce que l''import ajoute à une personne que vous avez déjà. Décochez les personnes à laisser de côté, et choisissez ce qui arrive aux personnes déjà dans vos contacts : Ajouter ses nouvelles, ou Les laisser tels quels.
4. Appuyez sur Importer.

Chaque personne apporte un nom, un numéro de téléphone, un e-mail, des notes, son lieu de travail, un anniversaire (qui devient une date annuelle avec son rappel) et ses groupes, qui deviennent des cercles. Les personnes déjà présentes sont reconnues par leur numéro de téléphone ou leur e-mail : importer deux fois le même fichier n''ajoute donc personne en double, et rien de ce que vous avez n''est jamais écrasé. Tout ce que le fichier contient et qui ne peut pas être importé est listé, avec son emplacement. Un fichier peut contenir jusqu''à 5000 personnes.

Depuis Google Contacts, enregistrez d''abord vos contacts dans un fichier : dans Google Contacts, appuyez sur Exporter et choisissez vCard ou CSV Google.', 'feature', 'importer, import, importer un fichier, fichier, fichier de contacts, vcf, vcard, csv, tableur, excel, google contacts, contacts google, google, outlook, android, iphone, téléverser, televerser, charger un fichier, doublons, en double, aperçu, apercu, colonnes', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Écrire sur WhatsApp, Signal, Telegram ou par e-mail', 'Chaque contact peut avoir l''app sur laquelle vous lui écrivez d''habitude : un seul geste ouvre alors la bonne conversation.

1. Dans l''onglet Contacts, ouvrez le contact et appuyez sur Modifier (ou sur Ajouter un contact).
2. Sous Lui écrire sur, choisissez SMS, WhatsApp, Signal, Telegram ou E-mail.
3. Appuyez sur Enregistrer le contact.

WhatsApp et Signal ont besoin du numéro de téléphone de la personne, Telegram de son nom d''utilisateur (@ana, t.me/ana et ana fonctionnent tous) et E-mail de son adresse e-mail : le formulaire vous signale ce qui manque.

Le bouton de message de sa fiche, la fiche contact qu''ouvre la notification d''un rappel (Message sur WhatsApp, au-dessus d''Envoyer un SMS) et le lien d''un e-mail de rappel ouvrent alors cette app. WhatsApp et les SMS s''ouvrent avec votre message déjà saisi, et l''e-mail avec le message dans le corps du texte ; Signal et Telegram ouvrent la conversation, et vous tapez ou collez le message. Si l''app ne peut pas être jointe avec les informations du contact (par exemple WhatsApp avec un numéro écrit sans son indicatif pays), le bouton envoie plutôt un SMS.', 'feature', 'whatsapp, signal, telegram, e-mail, email, mail, applis de messagerie, apps de messagerie, messagerie, lui écrire sur, écrire sur whatsapp, conversation, discussion, chat, sms, texto, message, messenger, nom d''utilisateur, pseudo', 7, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Cercles : regrouper vos contacts', 'Les cercles sont des groupes de personnes, comme Amis proches, Clients ou Famille. Un contact peut appartenir à autant de cercles que vous voulez, et vous pouvez en avoir jusqu''à 50.

- Pour en créer un : dans l''onglet Contacts, appuyez sur Créer un cercle (ou sur Cercles une fois que vous en avez), saisissez un nom sous Nouveau cercle et appuyez sur Ajouter un cercle. La même fenêtre permet de renommer et de supprimer des cercles ; supprimer un cercle garde ses membres.
- Pour mettre quelqu''un dans un cercle : ouvrez le contact, appuyez sur Modifier, cochez ses cercles et appuyez sur Enregistrer le contact.
- Pour voir un seul cercle : choisissez-le dans la liste Cercle au-dessus de vos contacts. La recherche, les filtres pour garder le contact, Partager et Exporter s''appliquent alors à ses membres.

Un cercle peut avoir un rythme : sous Garder le contact avec ses membres tous les, choisissez un nombre et Jours, Semaines ou Mois. Les membres sans rythme propre reçoivent alors des prises de nouvelles à ce rythme (dans deux cercles, le plus court des deux) ; le rythme propre d''un contact l''emporte toujours. Les groupes d''un fichier importé ou d''un carnet d''adresses synchronisé deviennent aussi des cercles.', 'feature', 'cercles, cercle, groupes, groupe, regrouper, catégories, categories, étiquettes, etiquettes, libellés, amis proches, clients, famille, collègues, créer un cercle, creer un cercle, organiser, trier, équipe', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Aujourd''hui : qui contacter', 'Aujourd''hui vous montre, en un coup d''œil, de qui prendre des nouvelles aujourd''hui. Appuyez sur Aujourd''hui à côté de Restez en contact sur votre tableau de bord.

On y trouve :
- Rappels dus aujourd''hui : les rappels qui arrivent à échéance avant la fin de la journée, et ceux en retard.
- Garder le contact : les contacts dont la prise de nouvelles est à faire.
- Anniversaires et dates de la semaine : les anniversaires et autres dates d''aujourd''hui ou des 7 prochains jours.

Chaque ligne propose le bouton de message de la personne et Appeler, ainsi que Fait et Reporter. Fait compte comme une prise de contact (une prise de nouvelles est alors repoussée d''un rythme). Reporter remet la personne dans la liste demain à 09:00. Quand la liste est vide, elle indique Vous êtes à jour.

Aujourd''hui suit votre fuseau horaire, et s''ouvre hors ligne avec la dernière liste vue par votre appareil (Fait et Reporter nécessitent une connexion). Sous la liste, vous pouvez activer le récapitulatif, pour recevoir la liste sous forme de notification.', 'feature', 'aujourd''hui, aujourdhui, page aujourd''hui, liste du jour, qui contacter, à qui écrire, prendre des nouvelles, à faire aujourd''hui, du jour, en retard, cette semaine, à jour, rien à faire, fait, reporter, à faire, todo', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Le récapitulatif : votre liste Aujourd''hui en notification', 'Le récapitulatif vous envoie votre liste Aujourd''hui en une seule notification, par exemple « 4 personnes à contacter aujourd''hui » avec les prénoms, tous les jours ou une fois par semaine. La toucher ouvre Aujourd''hui.

1. Ouvrez Aujourd''hui (ou appuyez sur le bouton Compte, l''icône de silhouette dans l''en-tête du tableau de bord) et trouvez Récapitulatif.
2. Cochez M''envoyer un récapitulatif.
3. Sous Fréquence, choisissez Tous les jours ou Une fois par semaine (puis choisissez le jour), et l''heure sous À. Il est réglé au départ sur 08:30 le lundi.
4. Cochez Aussi par e-mail pour le recevoir aussi dans votre boîte de réception, avec des liens Écrire et Appeler pour chaque personne (votre adresse e-mail doit être confirmée).
5. Appuyez sur Enregistrer le récapitulatif.

Le récapitulatif hebdomadaire présente la semaine à venir. Aucun récapitulatif n''est envoyé un jour où la liste est vide, les heures calmes le retiennent jusqu''à leur fin et, avec Masquer les détails sur l''écran verrouillé, il indique seulement le nombre de personnes.', 'feature', 'récapitulatif, recapitulatif, récap, recap, récapitulatif quotidien, récapitulatif hebdomadaire, résumé, resume, résumé du jour, matin, tous les jours, chaque jour, une fois par semaine, e-mail quotidien, email quotidien, aperçu, vue d''ensemble, liste, digest', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Rappels récurrents', 'N''importe quel rappel peut se répéter : un appel hebdomadaire à votre mère, un point mensuel avec un client.

1. Dans Programmer un rappel (ou Modifier sur un rappel en attente), choisissez la date et l''heure du premier.
2. Sous Répéter, choisissez Tous les jours, Toutes les semaines le (ce jour-là), Tous les jours de semaine (du lundi au vendredi), Tous les mois le (cette date, ou ce jour de la semaine, par exemple le 3e lundi) ou Tous les ans.
3. Si vous le souhaitez, réglez Tous les combien de (semaines, mois...) et Fin : Jamais, Après un certain nombre de fois, ou À une date.
4. Appuyez sur Programmer le rappel.

Un seul rappel attend à la fois ; une fois qu''il est envoyé, le suivant est programmé à la même heure de la journée, dans votre fuseau horaire. Rappels en attente indique comment chacun se répète. Un mois qui n''a pas ce jour utilise son dernier jour.

Quand vous modifiez ou supprimez un rappel récurrent, Nudge vous demande lequel : Seulement celui-ci, ou Celui-ci et tous les suivants. Supprimer seulement celui-ci le saute, et le suivant arrive normalement. Votre flux de calendrier affiche toute la série.', 'feature', 'répéter, repeter, répétition, récurrent, recurrent, récurrence, recurrence, rappel récurrent, tous les jours, chaque jour, toutes les semaines, chaque semaine, hebdomadaire, mensuel, tous les mois, chaque mois, annuel, tous les ans, jours de semaine, série, serie, rappel régulier', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Vos appareils : test, suppression et confidentialité', 'Chaque téléphone et navigateur sur lequel vous avez activé les notifications reçoit vos rappels. Pour les voir, appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) et trouvez Appareils. Chacun indique quand il a reçu un rappel pour la dernière fois et, le cas échéant, pourquoi le dernier a échoué. Cet appareil-ci est signalé.

- Envoyer un test envoie une notification de test à cet appareil, pour vérifier qu''il fonctionne.
- Retirer arrête les rappels sur cet appareil (un ancien téléphone, un ordinateur partagé). Pour les y recevoir à nouveau, activez les notifications dans Nudge sur cet appareil.
- Masquer les détails sur l''écran verrouillé : les notifications indiquent alors seulement « Il est temps de contacter Ana » ; le message et les notes s''affichent quand vous ouvrez Nudge.

Se déconnecter partout, plus bas dans Compte et confidentialité, vous déconnecte sur tous vos appareils, les retire tous et désactive votre lien de calendrier : utilisez-le si vous avez perdu un téléphone ou pensez que quelqu''un d''autre est connecté à votre compte.', 'feature', 'appareils, appareil, téléphone, telephone, portable, ordinateur, envoyer un test, notification de test, tester, retirer un appareil, supprimer un appareil, ancien téléphone, téléphone perdu, téléphone volé, écran verrouillé, ecran verrouille, masquer les détails, confidentialité, vie privée, se déconnecter partout, déconnexion, deconnexion, logout', 6, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Recevoir vos rappels par e-mail', 'Vos rappels peuvent arriver par e-mail en plus des notifications, une fois votre adresse e-mail confirmée (ouvrez le lien de l''e-mail envoyé à votre inscription ; le tableau de bord propose de le renvoyer).

Appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord) et trouvez Rappels par e-mail :
- M''envoyer un e-mail quand aucun appareil ne reçoit un rappel (activé au départ) : si aucun de vos appareils n''accepte un rappel dans les 10 minutes, il arrive par e-mail.
- Envoyer aussi chaque rappel par e-mail : chaque rappel arrive aussi par e-mail.

Un e-mail de rappel contient votre message, un lien pour écrire à la personne ou l''appeler, et un lien pour le marquer comme fait. Chaque e-mail contient un lien pour désactiver les e-mails de rappel.', 'feature', 'e-mail, email, e-mails, mail, mails, courriel, par e-mail, par mail, boîte de réception, boite mail, e-mails de rappel, rappels par e-mail, notifications par e-mail, confirmer e-mail, confirmer mon adresse, se désabonner, desabonner, désinscription, aucun appareil', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Poser une question à l''Assistance IA', 'L''onglet Assistance IA de votre tableau de bord répond aux questions à partir de nos articles d''aide, à tout moment. Tout ce à quoi il ne sait pas répondre est transmis à une personne de notre équipe.

- Assistance sert aux questions sur l''utilisation de Nudge, Conseils aux idées de choses à dire à quelqu''un, et Fonctionnalités aux idées pour améliorer Nudge (l''équipe les lit toutes).
- Tapez votre texte dans Votre message et appuyez sur Envoyer, ou sur Entrée. Maj+Entrée passe à la ligne.
- Effacer la conversation vide la discussion. Historique récent de l''assistance affiche vos cinq dernières questions.

Les questions sur la facturation, les remboursements, la suppression de votre compte ou quelque chose qui ne fonctionne pas sont transmises à une personne, tout comme les questions qu''aucun article ne couvre. Quand une personne répond, vous recevez une notification et un e-mail, et la réponse s''affiche dans l''onglet Assistance IA. Vous pouvez poser 30 questions par heure, de 2000 caractères maximum chacune.', 'faq', 'assistance ia, assistance, support, aide, besoin d''aide, assistant, ia, chat, discussion, entrée, entree, envoyer, maj entrée, shift entrée, nouvelle ligne, retour à la ligne, humain, une vraie personne, parler à quelqu''un, contacter le support, contacter l''assistance, équipe, réponse', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Numéros de téléphone d''autres pays', 'Nudge enregistre chaque numéro de téléphone au format international (+44 20 7946 0958), pour que les boutons Écrire, Appeler et WhatsApp fonctionnent où que vive la personne.

Un numéro saisi sans indicatif pays précédé d''un + est lu comme un numéro de la région de votre téléphone. Celle-ci suit le pays de votre fuseau horaire tant que vous n''en choisissez pas une : appuyez sur le bouton Compte (l''icône de silhouette dans l''en-tête du tableau de bord), trouvez Région du téléphone sous Fuseau horaire et heures calmes, choisissez un pays et appuyez sur Enregistrer les réglages horaires.

Pour une personne à l''étranger, saisissez son numéro avec le + et l''indicatif pays. Si Nudge ne parvient pas à lire un numéro, il le garde tel que vous l''avez saisi et le signale sous le champ.', 'faq', 'numéro de téléphone, numero de telephone, numéros, numéro, indicatif, indicatif pays, indicatif international, +33, international, étranger, etranger, à l''étranger, autre pays, autres pays, région téléphonique, région, region, composer, mauvais numéro, format, format du numéro', 4, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Notes sur un contact', 'Les notes vous aident à vous souvenir de ce qui compte pour quelqu''un : comment vous vous êtes rencontrés, le prénom de ses enfants, ce qu''il vous a raconté la dernière fois.

1. Dans l''onglet Contacts, touchez la personne pour ouvrir sa fiche.
2. Sous Notes, appuyez sur Ajouter une note.
3. Rédigez la note et, si vous le souhaitez, choisissez une catégorie : Personnel, Travail, Famille, Amis, Santé, Voyages, Loisirs ou Autre.
4. Appuyez sur Ajouter une note.

Chaque note indique quand elle a été écrite ; les icônes de crayon et de corbeille permettent de la modifier ou de la supprimer. Ajouter une note compte comme une prise de contact : la prise de nouvelles de la personne est donc repoussée. La note la plus récente s''affiche aussi dans la notification d''un rappel qui la concerne, pour vous aider à lancer la conversation.', 'feature', 'notes, note, ajouter une note, ajouter note, historique de la relation, se souvenir, retenir, mémo, memo, noter, détails, details, infos, historique avec quelqu''un, à propos de quelqu''un, pense-bête', 5, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Historique Nudge : marquer comme fait et réutiliser des rappels', 'Historique Nudge, un onglet de votre tableau de bord, liste les rappels qui ont été envoyés, du plus récent au plus ancien, et la façon dont chacun vous est parvenu.

- Marquer comme fait : vous avez pris contact. Cela compte comme une prise de contact avec la personne : sa prise de nouvelles est donc repoussée.
- Réutiliser : programme un nouveau rappel avec la même personne et le même message ; choisissez la nouvelle date et l''heure.
- Enregistrer garde un rappel que vous voulez réutiliser souvent ; Retirer des enregistrés annule cela.
- Supprimer le retire de votre historique.

Un rappel que vous avez reporté affiche Reporté pendant que sa copie attend dans Rappels en attente ; un rappel terminé affiche Fait.', 'feature', 'historique, historique des rappels, historique nudge, anciens rappels, rappels passés, rappels passes, rappels envoyés, rappels envoyes, réutiliser, reutiliser, marquer comme fait, fait, terminé, enregistrer, favoris, ancien rappel, précédent, precedent', 4, 'fr');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Suggérer un message : brouillons et modèles', 'Quand vous ne savez pas quoi dire, Nudge peut vous faire une suggestion. Appuyez sur Suggérer un message dans le formulaire de programmation (une fois que vous avez saisi à qui il s''adresse), dans Modifier le rappel ou Réutiliser le rappel, ou sur la fiche contact qu''ouvre une notification. Vous obtenez trois courts brouillons (chaleureux, concis et enjoué), qui indiquent chacun sur quoi ils s''appuient : vos notes les plus récentes sur la personne, les échanges que vous avez notés avec elle, son prochain anniversaire ou sa prochaine date, et le rappel lui-même. Touchez-en un pour l''utiliser ; vous pouvez encore en changer chaque mot, et rien n''est envoyé tant que vous n''appuyez pas vous-même sur Envoyer un SMS ou Passer un appel.

Les brouillons sont rédigés par IA uniquement si vous activez Rédiger des brouillons avec l''IA sous Brouillons de messages, dans votre Compte. La fenêtre Compte indique ce qui est envoyé et à qui : uniquement les notes, les échanges notés, les dates de cette seule personne et le rappel, jamais vos autres contacts, et il est demandé au fournisseur de ne pas les conserver. Si l''IA est désactivée, lente ou surchargée, ou après 40 brouillons IA dans la journée, Nudge remplit plutôt des modèles à partir de vos notes, et vous le signale.

Vos propres modèles : appuyez sur Modèles dans Actions rapides pour rédiger les messages que vous envoyez souvent, avec des variables que Nudge remplit pour chaque personne : {first_name} (son prénom), {days_since} (le nombre de jours depuis votre dernier contact), {age} (l''âge qu''elle aura à son prochain anniversaire, si vous connaissez l''année) et {date} (le jour de son prochain anniversaire ou de sa prochaine date). Vos modèles apparaissent à côté des brouillons et sous forme de boutons sous Actions rapides.', 'feature', 'suggérer, suggerer, suggestion, suggérer un message, brouillon, brouillons, rédiger, rediger, écrire, quoi dire, que dire, idées de message, idees de message, ia, intelligence artificielle, ai, modèle, modèles, modele, variable, first_name, formulation, idées de texto, confidentialité, vie privée', 7, 'fr');
