-- The starter help articles in each language Nudge speaks besides English (issue 43): the support
-- agent answers a person from their own language's articles. Written for each language, with
-- the app's own words for what is on screen and search words people use in that language.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Primeros pasos con Nudge', 'Nudge te recuerda ponerte en contacto con las personas que te importan, en el momento que tú elijas.

1. En la página de inicio de sesión, pulsa Crea una, rellena Nombre completo, Correo electrónico, Contraseña (al menos 6 caracteres) y Confirmar contraseña, y pulsa Crear cuenta.
2. El paso 2 es activar las notificaciones, para que tus recordatorios lleguen a este dispositivo a tiempo: pulsa Activar notificaciones push. En iPhone, primero añade Nudge a tu pantalla de inicio.
3. Abre el enlace del correo que te enviamos para confirmar tu dirección. Así los recordatorios también podrán llegarte por correo.
4. En la pestaña Recordatorios activos, programa tu primer recordatorio. En la pestaña Contactos, añade a las personas con las que quieres seguir cerca, con notas, cumpleaños y un ritmo para mantener el contacto.

Nudge Pro es gratis durante 30 días y después cuesta 7 USD al mes: empieza la prueba gratuita desde la página Precios. ¿Tienes dudas? Pregunta en la pestaña Soporte con IA cuando quieras.', 'faq', 'registrarse, registro, crear cuenta, cuenta nueva, nueva cuenta, darse de alta, alta, empezar, como empezar, cómo empezar, primeros pasos, confirmar correo, confirmar email, verificar correo, bienvenida, inicio, app', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Programar un recordatorio', 'Un recordatorio es un aviso para ponerte en contacto con alguien en el momento que elijas.

1. Abre la pestaña Recordatorios activos de tu panel.
2. En Programar un recordatorio, escribe el nombre de la persona, la fecha y la hora, y un mensaje: lo que quieres acordarte de decirle o preguntarle. Al escribir un nombre, se te sugieren tus contactos, y al elegir uno se rellena su número de teléfono.
3. Si quieres, añade un número de teléfono (para poder escribirle o llamarle directamente desde la notificación) y un enlace.
4. Pulsa Programar recordatorio. La hora tiene que ser futura. Para que se repita cada día, semana, mes o año, elige antes cómo en Repetir (consulta Recordatorios que se repiten).

Las Acciones rápidas rellenan el formulario por ti: Charla semanal (dentro de 7 días), Cumpleaños (dentro de 1 mes), Seguimiento de trabajo (mañana) y Porque sí (dentro de 3 días). Elige una, añade un nombre, cambia el mensaje o la hora si quieres, y prográmalo. En la pestaña Contactos, un contacto abierto también tiene un botón Programar recordatorio.

Tus próximos recordatorios aparecen en Recordatorios pendientes, donde puedes Editarlos o Eliminarlos. Cuando llega la hora de un recordatorio, recibes una notificación en cada dispositivo donde tengas las notificaciones activadas, y pasa al Historial de recordatorios.', 'feature', 'programar, programar recordatorio, nuevo recordatorio, crear recordatorio, poner un recordatorio, añadir recordatorio, anadir recordatorio, recordatorio, aviso, alarma, crear, acciones rapidas, acciones rápidas, plantillas rápidas, recordatorios pendientes, editar, cambiar hora', 8, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Escribir o llamar desde una notificación', 'Cuando llega la hora de un recordatorio, su notificación te permite actuar con un solo toque.

Si el recordatorio tiene un número de teléfono, la notificación ofrece Mensaje y Llamar. Al tocar cualquiera de los dos (o la propia notificación) se abre Nudge en una tarjeta de contacto con el número de la persona y tu mensaje:
- Si al contacto le escribes por WhatsApp, Signal, Telegram o correo electrónico, Mensaje por WhatsApp (o por esa app) la abre.
- Enviar SMS abre tu app de mensajes con el mensaje ya escrito, listo para enviar.
- Llamar inicia la llamada.
- Volver a la app cierra la tarjeta.
La tarjeta también puede ofrecer Marcar como hecho y Mañana por la mañana (mañana a las 9:00).

Sin número de teléfono, la notificación ofrece Hecho y Posponer 1 hora (y Mañana por la mañana si hay espacio). Muchos teléfonos y navegadores solo muestran los dos primeros botones.

Escribir o llamar desde Nudge, o marcar el recordatorio como hecho, cuenta como haber estado en contacto con esa persona, así que su próximo recordatorio para ponerte en contacto se aplaza. Si Hecho o Posponer no se pueden completar (por ejemplo, cuando no tienes conexión), Nudge se abre en el Historial de recordatorios, donde puedes pulsar Marcar como hecho.', 'feature', 'mensaje, escribir, enviar mensaje, sms, llamar, llamada, notificacion, notificación, acciones de la notificacion, tocar notificacion, tarjeta de contacto, hecho, posponer, mañana por la mañana, manana, un toque, whatsapp', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Activar las notificaciones (Android y ordenadores)', 'Nudge te avisa de que toca un recordatorio con una notificación en cada dispositivo donde hayas activado las notificaciones. Para activarlas en este teléfono u ordenador:

1. Inicia sesión y abre tu panel.
2. En el recuadro de arriba, Activa las notificaciones de tus recordatorios, pulsa Activar notificaciones push.
3. Cuando tu navegador te pregunte, elige Permitir. Nudge muestra ¡Notificaciones activadas! y el recuadro desaparece.

Hazlo una vez en cada teléfono u ordenador donde quieras recibir tus recordatorios. En Android también puedes instalar Nudge para que se abra como una app: pulsa Instalar en la tarjeta Instalar Nudge cuando aparezca, o elige Instalar aplicación (o Añadir a pantalla de inicio) en el menú de Chrome.

Si el recuadro dice Notificaciones bloqueadas, tu navegador las está rechazando. Haz clic en el icono del candado o de notificaciones junto a la barra de direcciones (o abre Configuración del navegador > Configuración de sitios > Notificaciones), cambia Bloquear por Permitir para este sitio, recarga la página y pulsa Reintentar. En un ordenador, comprueba también que el sistema permite al navegador mostrar notificaciones y que No molestar o Concentración está desactivado.

Para probar un dispositivo, pulsa el botón Cuenta (el icono de la persona en la cabecera del panel): en Dispositivos, pulsa Enviar prueba. Cuando hayas confirmado tu correo, también puedes hacer que los recordatorios te lleguen por correo en Recordatorios por correo.', 'troubleshooting', 'notificaciones, notificaciones push, push, activar, activar notificaciones, encender, android, chrome, ordenador, computadora, portatil, portátil, pc, windows, mac, navegador, bloqueadas, bloqueado, permitir, permiso, no me llegan notificaciones, no recibo notificaciones, no llegan avisos', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Activar las notificaciones en iPhone y iPad', 'En iPhone y iPad, Apple solo permite notificaciones de una app web una vez que se ha añadido a la pantalla de inicio, con iOS o iPadOS 16.4 o posterior. No se pueden activar desde una pestaña de Safari.

1. Abre Nudge en Safari.
2. Toca el botón Compartir, después Añadir a pantalla de inicio y luego Añadir.
3. Abre Nudge desde su nuevo icono en tu pantalla de inicio e inicia sesión allí.
4. En el panel, pulsa Activar notificaciones push y toca Permitir.

Si ves Instalación necesaria o Permiso necesario, Nudge sigue abierto en Safari: ábrelo desde el icono de la pantalla de inicio. Si tocaste No permitir, vuelve a activar las notificaciones en Ajustes > Notificaciones > Nudge del iPhone y luego pulsa Reintentar en la app. Puedes consultar tu versión en Ajustes > General > Información y actualizarla en Ajustes > General > Actualización de software.

Los modos de concentración y No molestar también pueden silenciar las notificaciones. Para comprobar que tu iPhone las recibe, pulsa el botón Cuenta (el icono de la persona en la cabecera del panel) y, en Dispositivos, pulsa Enviar prueba.', 'troubleshooting', 'iphone, ipad, ios, safari, apple, añadir a pantalla de inicio, anadir a pantalla de inicio, pantalla de inicio, instalar, instalacion necesaria, instalación necesaria, notificaciones, notificaciones push, push, activar, activar notificaciones, no me llegan notificaciones, permiso necesario', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Horas de silencio y tu zona horaria', 'Las horas de silencio evitan que los recordatorios te despierten. Un recordatorio que toca durante las horas de silencio no se pierde: llega en cuanto terminan. Así que si no recibiste una notificación por la noche, llegará por la mañana cuando acaben tus horas de silencio. El resumen también las espera.

Para configurarlas:
1. Pulsa el botón Cuenta (el icono de la persona en la cabecera del panel).
2. En Zona horaria y horas de silencio, marca Horas de silencio y elige De y Hasta. De entrada van de 22:00 a 08:00 y pueden pasar de la medianoche.
3. Pulsa Guardar ajustes de hora.
Desmarca Horas de silencio para recibir recordatorios a cualquier hora.

Tu zona horaria se toma de tu navegador la primera vez que inicias sesión. Las horas que muestra Nudge, las Acciones rápidas, Hoy y los recordatorios de cumpleaños y para ponerte en contacto se rigen por ella. Si te mudas, o si un recordatorio llega a una hora equivocada, elige tu zona horaria en el mismo sitio (escribe unas letras de una ciudad para encontrarla) y pulsa Guardar ajustes de hora. Los recordatorios que programaste tú mantienen el momento que elegiste.

Los recordatorios de cumpleaños y para ponerte en contacto llegan a las 09:00 hasta que cambies Los recordatorios para ponerte en contacto y las fechas llegan a las, en el mismo sitio. Un contacto puede tener su propia hora: abre el contacto, pulsa Editar y ajusta ahí Los recordatorios para ponerte en contacto y las fechas llegan a las.', 'faq', 'horas de silencio, noche, dormir, no molestar, sin notificacion por la noche, tarde, zona horaria, huso horario, cambiar zona horaria, viaje, viajar, me mudé, me mude, hora equivocada, hora incorrecta, 9 de la mañana, hora del dia, a qué hora, a que hora, mañana, silencio', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Mantener el contacto con recordatorios periódicos', 'Dale a un contacto un ritmo, como cada 2 semanas o cada mes, y Nudge te recordará ponerte en contacto con esa persona con regularidad.

1. Abre la pestaña Contactos y pulsa Añadir contacto, o abre un contacto y pulsa Editar.
2. En Mantener el contacto cada, escribe un número y elige Días, Semanas o Meses.
3. Pulsa Guardar contacto.

Nudge mantiene entonces programado un recordatorio para ponerte en contacto a las 09:00 (o a la hora que elegiste en Los recordatorios para ponerte en contacto y las fechas llegan a las, en tu zona horaria), ese tiempo después de la última vez que estuvisteis en contacto. Cada vez que estáis en contacto se aplaza: cuando le escribes o le llamas desde Nudge, añades una nota al contacto o marcas como hecho un recordatorio con su número de teléfono (Hecho en la notificación, o Marcar como hecho en el Historial de recordatorios). Si llega el recordatorio y no te pones en contacto, el siguiente llega un ritmo después.

En la pestaña Contactos, cada persona con un ritmo muestra Atrasado, Pronto o Al día. Los filtros Pendiente, Distanciándose y Bien y el botón Pendientes primero muestran quién te necesita más. Para que deje de recordártelo un contacto, elige No recordarme y guarda. Un círculo entero también puede tener un ritmo (consulta Círculos), y los recordatorios para ponerte en contacto que tocan aparecen en Hoy.', 'feature', 'mantener el contacto, seguir en contacto, ponerse en contacto, ritmo, frecuencia, periodicidad, regularmente, cada semana, cada mes, recurrente, repetir, atrasado, pronto, pendiente, distanciandose, distanciándose, al dia, al día, no recordarme, check-in', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Recordatorios de cumpleaños y otras fechas anuales', 'Nudge puede recordarte cumpleaños, aniversarios y otras fechas importantes cada año.

1. Abre la pestaña Contactos (pulsa antes Añadir contacto si la persona aún no está).
2. Toca el nombre de la persona para abrir su tarjeta.
3. En Cumpleaños y fechas, deja Cumpleaños en Qué (o escribe otra cosa, como Aniversario), elige la Fecha y, en Días de antelación, escribe 0 para el mismo día o hasta 60 para que te avise antes.
4. Pulsa Añadir fecha.

Recibes un recordatorio ese día («Hoy es el cumpleaños de Ana») y, con días de antelación, también un aviso esos días antes («El cumpleaños de Ana es el viernes»), a las 09:00 en tu zona horaria o a la hora que elegiste en Los recordatorios para ponerte en contacto y las fechas llegan a las. Una vez enviados, los del año siguiente se programan solos. Las fechas de la próxima semana también aparecen en Hoy. Una fecha el 29 de febrero se recuerda el 28 de febrero los demás años. Para quitar una fecha, pulsa el icono de la papelera que hay a su lado.

Para un recordatorio puntual, la Acción rápida Cumpleaños de la pestaña Recordatorios activos rellena un mensaje de cumpleaños para dentro de un mes: cambia la fecha y añade el nombre. Los cumpleaños y las fechas también aparecen en tu feed de calendario.', 'feature', 'cumpleaños, cumpleanos, cumple, recordatorio de cumpleaños, aniversario, aniversarios, fechas especiales, fechas importantes, fechas, anual, cada año, cada ano, todos los años, dias de antelacion, días de antelación, avisar antes, felicitar', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ver tus recordatorios en tu calendario', 'El feed de calendario muestra tus próximos recordatorios (como eventos de 15 minutos) y los cumpleaños y fechas de tus contactos (como eventos anuales de todo el día) en cualquier app de calendario que pueda suscribirse a un calendario por URL, como Google Calendar, Calendario de Apple u Outlook.

1. Pulsa el botón Cuenta (el icono de la persona en la cabecera del panel) y busca Feed de calendario.
2. Pulsa Crear enlace de calendario y luego Copiar. Por tu privacidad, el enlace se muestra una sola vez.
3. Añádelo a tu app de calendario:
- Google Calendar (en un ordenador): junto a Otros calendarios, pulsa +, elige Desde URL, pega el enlace y pulsa Añadir calendario.
- Calendario de Apple: en un Mac, Archivo > Nueva suscripción a calendario. En iPhone, añade un calendario suscrito en Ajustes > Calendario > Cuentas (la ruta exacta depende de tu versión de iOS).
- Outlook: Agregar calendario > Suscribirse desde la web.

El feed es de solo lectura, y cada app de calendario lo actualiza a su ritmo, lo que con Google puede tardar varias horas. Cualquiera que tenga el enlace puede ver tus recordatorios, así que no lo compartas. Pulsa Crear un enlace nuevo para sustituirlo (el anterior deja de funcionar) o Revocar enlace para desactivarlo.', 'feature', 'calendario, feed de calendario, google calendar, calendario de google, calendario de apple, apple calendar, outlook, ical, ics, suscribirse, suscribir por url, sincronizar calendario, agenda, ver recordatorios en el calendario, enlace de calendario', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importar y exportar contactos', 'Importar: en la pestaña Contactos, pulsa Importar.
- Desde un archivo (.vcf, .csv) trae una exportación de contactos de tu teléfono, Google Contacts u Outlook, con una vista previa antes (consulta Importar contactos desde un archivo).
- Desde una libreta de direcciones (iCloud, CardDAV) conecta iCloud, Fastmail o Nextcloud y mantiene tus contactos al día (consulta Sincronizar una libreta de direcciones).
En la pestaña Recordatorios activos, Importar contactos (en la tarjeta Programar un recordatorio) abre la lista de contactos de tu teléfono si el navegador lo permite (Chrome en Android), para que elijas a las personas. En otros casos abre un cuadro donde pegas una persona por línea: un nombre, luego un espacio, un guion o dos puntos, y luego su número de teléfono (por ejemplo, «Ana Souza - 555 010 2030»).
Nadie se añade dos veces. También puedes añadir personas una a una con Añadir contacto.

Exportar: en la pestaña Contactos, pulsa Exportar para descargar todos tus contactos en un archivo vCard (nudge-contacts.vcf) con sus nombres, números de teléfono, correos y notas. Las agendas de los teléfonos, Google Contacts y Outlook pueden importarlo. Compartir envía esos mismos contactos al menú de compartir de tu dispositivo, o los copia si no se puede compartir.', 'feature', 'importar, importar contactos, contactos, contactos del telefono, contactos del teléfono, agenda, añadir contactos, anadir contactos, pegar, exportar, exportar contactos, vcard, vcf, compartir contactos, copia de seguridad, backup, pasar contactos', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Usar Nudge sin conexión', 'Nudge funciona sin conexión en cualquier dispositivo donde ya lo hayas usado con conexión. Si lo instalas en tu pantalla de inicio, se siente como cualquier otra app.

Sin conexión, Nudge se abre con tus recordatorios, tu historial y tus contactos tal como se cargaron la última vez, y una barra indica que no tienes conexión. Los cambios que hagas (programar, editar, eliminar o guardar un recordatorio, y añadir, editar o eliminar contactos y notas) se guardan en este dispositivo y aparecen en esa barra. Cuando vuelves a tener conexión, se envían solos, en orden, y todo se actualiza.

Nuestros servidores envían tus recordatorios a la hora correcta aunque tu dispositivo no tenga conexión, y la notificación aparece cuando el dispositivo vuelve a conectarse. Para iniciar sesión, usar Soporte con IA, la facturación y los ajustes de la cuenta hace falta conexión.', 'faq', 'sin conexion, sin conexión, offline, sin internet, no hay internet, sin cobertura, sin señal, sin senal, wifi, sin wifi, modo avion, modo avión, avion, vuelo, funciona sin conexion, sincronizar, sincronizacion', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nudge Pro: prueba gratuita, facturación y cancelación', 'Nudge tiene un solo plan, Nudge Pro: gratis durante 30 días y después 7 USD al mes. Empiézalo en la página Precios con Empieza tu prueba gratuita. Introduces tu tarjeta en la página de pago segura de Stripe, pero no se te cobra nada hasta que termina la prueba gratuita, y si cancelas antes no pagas nada. Nosotros nunca vemos el número de tu tarjeta.

Tu panel muestra tu plan, por ejemplo «Prueba gratuita: quedan 12 días; después, 7 USD/mes».

Para cancelar, actualizar tu tarjeta o ver tus facturas, pulsa Gestionar facturación junto a tu plan en el panel. Se abre la página de facturación de Stripe, donde cancelar lleva un par de clics. Después de cancelar, sigues teniendo Pro hasta el final del periodo que has pagado, y no se te vuelve a cobrar. Si falla un pago, el panel muestra Corregir el pago, que abre esa misma página. Eliminar tu cuenta también cancela tu plan.

¿Te hemos cobrado dos veces o quieres un reembolso? Pregunta en la pestaña Soporte con IA y una persona de nuestro equipo te responderá.', 'faq', 'facturacion, facturación, suscripcion, suscripción, cancelar, cancelar suscripcion, darse de baja, precio, cuanto cuesta, precios, prueba gratuita, prueba gratis, plan, pro, pago, tarjeta, tarjeta de credito, factura, stripe, mensual, gestionar facturacion, cobro, me cobraron dos veces, reembolso, devolucion', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Descargar una copia de tus datos', 'Puedes descargar en cualquier momento todo lo que Nudge guarda sobre ti.

1. Pulsa el botón Cuenta (el icono de la persona en la cabecera del panel) para abrir Cuenta y privacidad.
2. En Tus datos, pulsa Descargar mis datos.

Recibes un archivo JSON con los datos y ajustes de tu cuenta (zona horaria y horas de silencio), todos tus recordatorios con cómo se entregó cada uno, tus contactos, notas, cumpleaños y fechas, tus dispositivos y tus solicitudes de soporte. Nunca contiene tu contraseña ni tus claves de inicio de sesión.

Si solo quieres tus contactos, en un formato que entienden las libretas de direcciones, usa Exportar en la pestaña Contactos (un archivo vCard). Tus recordatorios, contactos y notas se guardan solo para recordarte cosas, y nunca se venden ni se comparten.', 'faq', 'exportar datos, exportar mis datos, descargar datos, descargar mis datos, mis datos, copia, copia de mis datos, privacidad, json, datos personales, copia de seguridad, backup, rgpd, que datos guardan', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Eliminar tu cuenta', 'Eliminar tu cuenta la borra para siempre con todo lo que contiene: cada recordatorio, contacto, nota y fecha. Las notificaciones se detienen en todos tus dispositivos y, si tienes Nudge Pro, el plan se cancela, así que no se te vuelve a cobrar. No se puede deshacer, así que quizá quieras pulsar antes Descargar mis datos.

1. Pulsa el botón Cuenta (el icono de la persona en la cabecera del panel).
2. Ve a Eliminar cuenta, al final.
3. Escribe tu contraseña y pulsa Eliminar mi cuenta.

Se cierra tu sesión y la cuenta desaparece al instante. Si la contraseña no es correcta, no se elimina nada.', 'faq', 'eliminar cuenta, eliminar mi cuenta, borrar cuenta, borrar mi cuenta, quitar cuenta, cerrar cuenta, darme de baja, dar de baja, borrar, borrar mis datos, eliminar mis datos, privacidad, contraseña, contrasena', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Restablecer tu contraseña', '¿Olvidaste tu contraseña? Puedes elegir una nueva desde la página de inicio de sesión.

1. En la página de inicio de sesión, pulsa ¿Olvidaste tu contraseña? junto al campo Contraseña.
2. Escribe el correo de tu cuenta y pulsa Enviar enlace de restablecimiento.
3. Abre el enlace del correo que te enviamos y elige una contraseña nueva (al menos 8 caracteres).

El enlace funciona una sola vez, durante la hora siguiente. ¿No te ha llegado nada? Mira en tu carpeta de spam o vuelve a intentarlo en unos minutos.

Una contraseña nueva cierra tu sesión en todos los dispositivos y desactiva sus notificaciones, por si otra persona tenía la anterior. Vuelve a iniciar sesión y pulsa Activar notificaciones push en cada teléfono u ordenador donde quieras recibir tus recordatorios.', 'faq', 'contraseña, contrasena, olvide mi contraseña, olvidé mi contraseña, olvide la contrasena, restablecer contraseña, recuperar contraseña, cambiar contraseña, contraseña nueva, iniciar sesion, iniciar sesión, entrar, login, no puedo entrar, no puedo iniciar sesion, cuenta bloqueada', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Sincronizar una libreta de direcciones (iCloud, Fastmail, Nextcloud)', 'Nudge puede traer los contactos de una libreta de direcciones en línea y mantenerlos al día: iCloud, Fastmail, Nextcloud o cualquier libreta de direcciones compatible con CardDAV.

1. En la pestaña Contactos, pulsa Importar y luego Desde una libreta de direcciones (iCloud, CardDAV).
2. Rellena la Dirección del servidor (para iCloud, contacts.icloud.com), tu Nombre de usuario (normalmente tu correo) y una Contraseña de app.
3. Pulsa Conectar. Nudge comprueba primero los datos, luego trae tus contactos al momento y te dice cuántos se han añadido.

Usa una contraseña de app, no la normal: iCloud la genera en appleid.apple.com (Inicio de sesión y seguridad), Fastmail en Ajustes > Privacidad y seguridad, y Nextcloud en Ajustes > Seguridad. Se guarda cifrada y nunca se vuelve a mostrar. Si el servidor rechaza el nombre de usuario o la contraseña, no se guarda nada y Nudge te dice por qué.

La sincronización va en un solo sentido, de tu libreta de direcciones a Nudge, de forma automática cada pocas horas, o al momento con Sincronizar ahora. Las personas nuevas se añaden, y las que ya tienes (mismo número o correo) se vinculan y se completan. Los cambios posteriores de nombre, número o correo en el servidor llegan a Nudge; tus notas, ritmos, círculos y fechas en Nudge se quedan como los dejaste. Los grupos se convierten en círculos. Alguien eliminado en el servidor se queda en Nudge, y alguien que eliminas en Nudge no vuelve.

Puedes conectar una libreta de direcciones. Desconectar detiene la sincronización y conserva todos los contactos. Google Contacts: exporta tus contactos de Google Contacts como archivo y usa Importar > Desde un archivo.', 'feature', 'libreta de direcciones, agenda, sincronizar, sincronizar contactos, icloud, contactos de apple, contactos de icloud, fastmail, nextcloud, carddav, contraseña de app, contrasena de aplicacion, conectar, sincronizar ahora, desconectar, servidor, automatico, automático, sync', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importar contactos desde un archivo (vCard o CSV)', 'Puedes traer una libreta de direcciones entera desde un archivo de contactos: un archivo .vcf (vCard) de iPhone, Android, macOS u Outlook, o un archivo .csv de Google Contacts, Outlook o una hoja de cálculo.

1. En la pestaña Contactos, pulsa Importar y luego Desde un archivo (.vcf, .csv).
2. Elige el archivo. Si es un CSV que no viene de Google ni de Outlook, indica qué columna contiene el nombre, el teléfono, el correo, el cumpleaños, las notas, la empresa, el cargo y los círculos (Nudge los deduce de los encabezados).
3. Revisa la vista previa: cada persona aparece marcada como Nuevo, Ya está, o con lo que la importación añade a alguien que ya tienes. Desmarca a quien quieras dejar fuera y elige qué pasa con las personas que ya están en tus contactos: Añadirles lo nuevo o Dejarlos como están.
4. Pulsa Importar.

Cada persona trae un nombre, un número de teléfono, un correo, notas, dónde trabaja, un cumpleaños (que se convierte en una fecha anual con su recordatorio) y sus grupos, que se convierten en círculos. Las personas que ya están se reconocen por el número de teléfono o el correo, así que importar el mismo archivo dos veces no añade a nadie dos veces, y nunca se sobrescribe nada de lo que tienes. Todo lo del archivo que no se puede importar aparece en una lista con su ubicación. Un archivo puede contener hasta 5000 personas.

Desde Google Contacts, primero guarda tus contactos como archivo: en Google Contacts, pulsa Exportar y elige vCard o Google CSV.', 'feature', 'importar, importar archivo, archivo, fichero, vcf, vcard, csv, hoja de calculo, hoja de cálculo, excel, google contacts, contactos de google, google, outlook, android, iphone, subir, cargar, duplicados, contactos repetidos, vista previa, columnas', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Escribir por WhatsApp, Signal, Telegram o correo', 'Cada contacto puede tener la app por la que sueles escribirle, así que con un toque se abre el chat correcto.

1. En la pestaña Contactos, abre el contacto y pulsa Editar (o Añadir contacto).
2. En Escribirle por, elige Mensaje de texto (SMS), WhatsApp, Signal, Telegram o Correo electrónico.
3. Pulsa Guardar contacto.

WhatsApp y Signal necesitan el número de teléfono de la persona, Telegram su nombre de usuario (@ana, t.me/ana y ana funcionan) y Correo electrónico su dirección de correo: el formulario te avisa cuando falta alguno.

El botón de mensaje de su tarjeta, la tarjeta de contacto que abre la notificación de un recordatorio (Mensaje por WhatsApp, encima de Enviar SMS) y el enlace de un correo de recordatorio abren entonces esa app. WhatsApp y los SMS se abren con tu mensaje ya escrito, y el correo con él como cuerpo; Signal y Telegram abren el chat, y tú escribes o pegas el mensaje. Si no se puede llegar a la app con los datos del contacto (por ejemplo, WhatsApp con un número escrito sin su prefijo de país), el botón envía un SMS en su lugar.', 'feature', 'whatsapp, wasap, signal, telegram, correo, email, apps de mensajeria, mensajería, mensajeria, escribirle por, chat, sms, mensaje de texto, mensaje, mensajero, nombre de usuario, usuario de telegram', 7, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Círculos: agrupar tus contactos', 'Los círculos son grupos de personas, como Amigos cercanos, Clientes o Familia. Un contacto puede estar en tantos círculos como quieras, y puedes tener hasta 50.

- Para crear uno: en la pestaña Contactos, pulsa Crear un círculo (o Círculos cuando ya tengas alguno), escribe un nombre en Nuevo círculo y pulsa Añadir círculo. El mismo cuadro sirve para cambiar el nombre de los círculos y eliminarlos; al eliminar un círculo, sus personas se conservan.
- Para meter a alguien en un círculo: abre el contacto, pulsa Editar, marca sus círculos y pulsa Guardar contacto.
- Para ver un círculo: elígelo en la lista Círculo, encima de tus contactos. La búsqueda, los filtros para mantener el contacto, Compartir y Exportar funcionan entonces con sus miembros.

Un círculo puede tener un ritmo: en Mantener el contacto con sus miembros cada, elige un número y Días, Semanas o Meses. Los miembros sin ritmo propio recibirán entonces recordatorios para ponerte en contacto con ese ritmo (si están en dos círculos, el más corto); el ritmo propio de un contacto siempre tiene prioridad. Los grupos de un archivo importado o de una libreta de direcciones sincronizada también se convierten en círculos.', 'feature', 'circulos, círculos, circulo, círculo, grupos, grupo, agrupar, categorias, categorías, etiquetas, amigos cercanos, clientes, familia, crear un circulo, crear grupo, organizar, ordenar contactos, equipo', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Hoy: con quién ponerte en contacto', 'Hoy te muestra de un vistazo con quién ponerte en contacto hoy. Pulsa Hoy junto a Mantente en contacto en tu panel.

Incluye:
- Recordatorios de hoy: los recordatorios que tocan antes de que acabe el día, y los atrasados.
- Mantener el contacto: los contactos con los que toca ponerte en contacto.
- Cumpleaños y fechas de esta semana: cumpleaños y otras fechas de hoy o de los próximos 7 días.

Cada fila tiene el botón de mensaje de la persona y Llamar, además de Hecho y Posponer. Hecho cuenta como haber estado en contacto (el siguiente recordatorio para ponerte en contacto se aplaza un ritmo). Posponer vuelve a poner a la persona en la lista mañana a las 09:00. Cuando la lista está vacía, dice Lo tienes todo al día.

Hoy se rige por tu zona horaria, y se abre sin conexión con la última lista que vio tu dispositivo (Hecho y Posponer necesitan conexión). Debajo de la lista puedes activar el resumen, para recibir la lista como notificación.', 'feature', 'hoy, pagina de hoy, página hoy, lista de hoy, a quien contactar, a quién escribir, ponerse en contacto, pendientes de hoy, para hoy, atrasados, esta semana, al dia, todo al día, hecho, posponer, tareas, por hacer', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('El resumen: tu lista de Hoy como notificación', 'El resumen te envía tu lista de Hoy como una sola notificación, por ejemplo «4 personas con quienes contactar hoy» con los nombres, cada día o una vez por semana. Al tocarla se abre Hoy.

1. Abre Hoy (o pulsa el botón Cuenta, el icono de la persona en la cabecera del panel) y busca Resumen.
2. Marca Envíame un resumen.
3. En Con qué frecuencia, elige Cada día o Una vez por semana (y luego el día, en Día), y la hora en Hora. De entrada es a las 08:30 los lunes.
4. Marca También por correo para recibirlo además en tu bandeja de entrada, con enlaces para escribir y llamar a cada persona (tu dirección de correo tiene que estar confirmada).
5. Pulsa Guardar resumen.

El resumen semanal incluye la semana que empieza. No llega ningún resumen un día en que no hay nadie en la lista, las horas de silencio lo retienen hasta que terminan y, con Ocultar detalles en la pantalla de bloqueo, solo muestra cuántas personas hay.', 'feature', 'resumen, resumen diario, resumen semanal, resumen del dia, resumen de hoy, por la mañana, cada dia, cada día, una vez por semana, semanal, diario, correo diario, vista general, lista, digest', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Recordatorios que se repiten', 'Cualquier recordatorio puede repetirse: una llamada semanal a tu madre, una puesta al día mensual con un cliente.

1. En Programar un recordatorio (o en Editar, en un recordatorio pendiente), elige la fecha y la hora del primero.
2. En Repetir, elige Cada día, Cada semana, el (ese día), Cada día laborable (de lunes a viernes), Cada mes, el (esa fecha, o ese día de la semana, como el 3.er lunes) o Cada año.
3. Si quieres, ajusta Cada cuántos (semanas, meses...) y Termina: Nunca, Tras un número de veces o En una fecha.
4. Pulsa Programar recordatorio.

Solo hay un recordatorio en espera a la vez; cuando se envía, el siguiente se programa a la misma hora del día en tu zona horaria. Recordatorios pendientes indica cómo se repite cada uno. Un mes que no tiene ese día usa su último día.

Cuando editas o eliminas un recordatorio que se repite, Nudge te pregunta cuál: Solo este, o Este y todos los siguientes. Eliminar solo este se lo salta, y el siguiente llega como siempre. Tu feed de calendario muestra la serie completa.', 'feature', 'repetir, repeticion, repetición, que se repite, recurrente, periodico, periódico, cada dia, cada día, cada semana, semanal, mensual, cada mes, anual, cada año, dias laborables, días laborables, entre semana, serie, recordatorio habitual, recordatorio fijo', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Tus dispositivos: prueba, eliminación y privacidad', 'Cada teléfono y navegador donde activaste las notificaciones recibe tus recordatorios. Para verlos, pulsa el botón Cuenta (el icono de la persona en la cabecera del panel) y busca Dispositivos. Cada uno muestra cuándo recibió su último recordatorio y, si falló el último, por qué. Este dispositivo aparece marcado.

- Enviar prueba envía una notificación de prueba a ese dispositivo, para comprobar que funciona.
- Quitar deja de enviar recordatorios a ese dispositivo (un teléfono antiguo, un ordenador compartido). Para volver a recibirlos ahí, activa las notificaciones en Nudge desde ese dispositivo.
- Ocultar detalles en la pantalla de bloqueo: las notificaciones solo dicen entonces «Es hora de contactar con Ana»; el mensaje y las notas se muestran cuando abres Nudge.

Cerrar sesión en todas partes, más abajo en Cuenta y privacidad, cierra tu sesión en todos los dispositivos, los quita todos y desactiva tu enlace de calendario: úsalo si has perdido un teléfono o crees que otra persona ha iniciado sesión.', 'feature', 'dispositivos, dispositivo, telefono, teléfono, movil, móvil, celular, ordenador, enviar prueba, notificacion de prueba, quitar dispositivo, eliminar dispositivo, telefono antiguo, movil perdido, perdí el móvil, pantalla de bloqueo, ocultar detalles, privacidad, cerrar sesion en todas partes, cerrar sesión, salir', 6, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Recibir recordatorios por correo', 'Los recordatorios pueden llegarte por correo además de por notificación, una vez que tu dirección de correo esté confirmada (abre el enlace del correo que te enviamos al registrarte; el panel te ofrece volver a enviarlo).

Pulsa el botón Cuenta (el icono de la persona en la cabecera del panel) y busca Recordatorios por correo:
- Enviarme un correo cuando ningún dispositivo reciba un recordatorio (activado de entrada): si ninguno de tus dispositivos acepta un recordatorio en 10 minutos, te llega por correo.
- Enviar también cada recordatorio por correo: cada recordatorio te llega también por correo.

Un correo de recordatorio contiene tu mensaje, un enlace para escribir o llamar a la persona y un enlace para marcarlo como hecho. Cada correo tiene un enlace para desactivar los correos de recordatorio.', 'feature', 'correo, correos, email, e-mail, mail, por correo, bandeja de entrada, correos de recordatorio, notificaciones por correo, avisos por email, confirmar correo, darse de baja, dejar de recibir correos, cancelar suscripcion, sin dispositivo', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Preguntar a Soporte con IA', 'La pestaña Soporte con IA de tu panel responde preguntas a partir de nuestros artículos de ayuda, a cualquier hora. Lo que no sabe responder pasa a una persona de nuestro equipo.

- Soporte es para preguntas sobre cómo usar Nudge, Consejos para ideas sobre qué decirle a alguien, y Funciones para ideas que mejoren Nudge (el equipo las lee todas).
- Escribe en Tu mensaje y pulsa Enviar, o pulsa Intro. Mayús+Intro empieza una línea nueva.
- Borrar conversación vacía el chat. Historial de soporte reciente muestra tus cinco últimas preguntas.

Las preguntas sobre facturación, reembolsos, eliminar tu cuenta o algo que no funciona pasan a una persona, igual que las preguntas que ningún artículo cubre. Cuando una persona responde, recibes una notificación y un correo, y la respuesta aparece en la pestaña Soporte con IA. Puedes hacer 30 preguntas por hora, de hasta 2000 caracteres cada una.', 'faq', 'soporte con ia, soporte, ayuda, asistente, chat, ia, inteligencia artificial, intro, enter, enviar, mayus intro, nueva linea, salto de linea, humano, persona, hablar con una persona, contactar con soporte, atencion al cliente, equipo, respuesta', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Números de teléfono de otros países', 'Nudge guarda cada número de teléfono en formato internacional (+44 20 7946 0958), para que Mensaje, Llamar y WhatsApp funcionen viva donde viva la persona.

Un número escrito sin prefijo de país con + se interpreta como un número de tu región del teléfono. Esta sigue el país de tu zona horaria hasta que elijas uno: pulsa el botón Cuenta (el icono de la persona en la cabecera del panel), busca Región del teléfono en Zona horaria y horas de silencio, elige un país y pulsa Guardar ajustes de hora.

Para alguien que vive en el extranjero, escribe su número con el + y el prefijo de país. Si Nudge no puede interpretar un número, lo guarda tal como lo escribiste y te lo indica debajo del campo.', 'faq', 'numero de telefono, número de teléfono, numeros de telefono, prefijo, prefijo de pais, codigo de pais, código de país, internacional, extranjero, en el extranjero, otro pais, otros países, region del telefono, región, marcar, numero equivocado, formato, +34', 4, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Notas de un contacto', 'Las notas te ayudan a recordar lo que le importa a alguien: cómo os conocisteis, cómo se llaman sus hijos, lo que te contó la última vez.

1. En la pestaña Contactos, toca a la persona para abrir su tarjeta.
2. En Notas, pulsa Añadir nota.
3. Escribe la nota y, si quieres, elige una categoría: Personal, Trabajo, Familia, Amigos, Salud, Viajes, Aficiones u Otros.
4. Pulsa Añadir nota.

Cada nota muestra cuándo se escribió; los iconos del lápiz y de la papelera sirven para editarla o eliminarla. Añadir una nota cuenta como haber estado en contacto, así que el recordatorio para ponerte en contacto con esa persona se aplaza. La nota más reciente también aparece en la notificación de un recordatorio sobre esa persona, para ayudarte a empezar la conversación.', 'feature', 'notas, nota, añadir nota, anadir nota, apuntar, apuntes, historial de la relacion, recordar, anotar, detalles, datos de la persona, historia con alguien, sobre alguien, informacion del contacto', 5, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Historial de recordatorios: marcar como hecho y reutilizar', 'El Historial de recordatorios, una pestaña de tu panel, muestra los recordatorios que se han enviado, del más reciente al más antiguo, y cómo te llegó cada uno.

- Marcar como hecho: te pusiste en contacto. Cuenta como contacto con la persona, así que su recordatorio para ponerte en contacto se aplaza.
- Reutilizar: programa un recordatorio nuevo con la misma persona y el mismo mensaje; elige la nueva fecha y hora.
- Guardar conserva un recordatorio que quieres reutilizar a menudo; Quitar de guardados lo deshace.
- Eliminar lo quita de tu historial.

Un recordatorio que pospusiste aparece como Pospuesto mientras su copia espera en Recordatorios pendientes; uno que terminaste aparece como Hecho.', 'feature', 'historial, historial de recordatorios, recordatorios pasados, recordatorios enviados, reutilizar, volver a usar, marcar como hecho, hecho, guardar, guardados, recordatorio antiguo, anteriores, pospuesto', 4, 'es');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Sugerir un mensaje: borradores y plantillas', 'Cuando no sabes qué decir, Nudge puede sugerírtelo. Pulsa Sugerir un mensaje en el formulario para programar (cuando ya hayas escrito para quién es), en Editar recordatorio o Reutilizar recordatorio, o en la tarjeta de contacto que abre una notificación. Recibes tres borradores cortos, cálido, breve y divertido, y cada uno indica en qué se basó: tus notas más recientes sobre la persona, los contactos que registraste con ella, su próximo cumpleaños o fecha, y el propio recordatorio. Toca uno para usarlo; puedes cambiar cada palabra, y no se envía nada hasta que tú pulses Enviar SMS o Llamar.

Los borradores solo los escribe la IA si activas Escribir borradores con IA en Borradores de mensajes, dentro de tu Cuenta. El cuadro Cuenta indica qué se envía y a quién: solo las notas, los contactos registrados, las fechas y el recordatorio de esa persona, nunca tus otros contactos, y se pide al proveedor que no lo guarde. Con la IA desactivada, si la IA va lenta o está ocupada, o después de 40 borradores con IA en un día, Nudge rellena plantillas con tus notas y te lo indica.

Tus propias plantillas: pulsa Plantillas en Acciones rápidas para escribir mensajes que envías a menudo, con marcadores que Nudge rellena para cada persona: {first_name}, {days_since} (días desde la última vez que estuvisteis en contacto), {age} (la edad que cumple en su próximo cumpleaños, si sabes el año) y {date} (el día de su próximo cumpleaños o fecha). Tus plantillas aparecen junto a los borradores y como botones en Acciones rápidas.', 'feature', 'sugerir, sugerencia, sugerir mensaje, borrador, borradores, escribir, que decir, qué decir, no se que decir, ideas de mensajes, ia, inteligencia artificial, plantilla, plantillas, marcador, first_name, redactar, ideas para escribir, privacidad', 7, 'es');
