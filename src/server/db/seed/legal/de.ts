import type { LegalSet } from './types.ts';

export const de: LegalSet = {
  terms: {
    title: 'Nutzungsbedingungen',
    body: `Diese Bedingungen regeln Ihre Nutzung der Lotwise-App und -Website (der „Dienst“). Mit der Registrierung bestätigen Sie, dass Sie sie gelesen haben und akzeptieren.

## 1. Voraussetzungen
Sie müssen mindestens 18 Jahre alt und voll geschäftsfähig sein. Der Dienst wird Einwohnern von Nordkorea, Israel, China, Vanuatu und Kuba nicht angeboten, ebenso wenig dort, wo er gegen örtliches Recht verstoßen würde.

## 2. Ihr Konto
Halten Sie Ihr Passwort und Ihre Bestätigungscodes geheim. Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht. Informieren Sie uns sofort, wenn Sie glauben, dass jemand anderes es benutzt hat.

## 3. Handel
Alle Positionen sind Differenzkontrakte auf die von uns gestellten Kurse; Sie erwerben nie den Basiswert. Aufträge werden zu dem bei der Ausführung verfügbaren Kurs ausgeführt, der vom angezeigten Kurs abweichen kann. Wir dürfen Aufträge ablehnen, Positionen schließen, wenn Ihre Margin auf das Stop-out-Niveau fällt, und den Handel eines Instruments aussetzen, wenn dessen Markt geschlossen ist oder die Kurse unzuverlässig sind.

## 4. Ein- und Auszahlungen
Gelder müssen von Konten auf Ihren Namen stammen und dorthin zurückfließen. Vor einer Zahlung können wir einen Nachweis Ihrer Identität und der Herkunft der Mittel verlangen.

## 5. Faire Nutzung
Sie dürfen keine Kursfehler ausnutzen, den Dienst nicht mit automatisierten Werkzeugen überlasten und ihn nicht für Geldwäsche oder andere rechtswidrige Zwecke verwenden. Entsprechende Konten können wir sperren.

## 6. Haftung
Der Dienst wird so bereitgestellt, wie er ist. Wir haften nicht für Verluste durch Marktbewegungen, durch Ereignisse außerhalb unserer Kontrolle oder durch Ihre eigenen Entscheidungen.

## 7. Änderungen
Wir können diese Bedingungen ändern. Eine neue Fassung wird mit Datum in der App angezeigt; wer den Dienst danach weiter nutzt, akzeptiert sie.`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    body: `Diese Erklärung beschreibt, welche personenbezogenen Daten Lotwise erhebt, wozu, und welche Rechte Sie haben.

## Welche Daten wir erheben
- Kontodaten: E-Mail-Adresse oder Telefonnummer, Passwort (nur als sicherer Hash gespeichert) und Einladungscode.
- Identitätsdaten für die Verifizierung: Name, Ausweis- oder Passnummer und Fotos des Dokuments.
- Handels- und Zahlungsdaten: Aufträge, Kontostände, Ein- und Auszahlungen.
- Technische Daten: IP-Adresse, Geräte- und Browsertyp, Sprache sowie Protokolle sicherheitsrelevanter Ereignisse.

## Wozu wir sie verwenden
Wir verwenden Ihre Daten, um Ihr Konto zu führen und Aufträge auszuführen, Ihre Identität zu prüfen und Betrug sowie Geldwäsche zu verhindern, den Dienst zu sichern und gesetzliche sowie buchhalterische Pflichten zu erfüllen. Wir verkaufen Ihre Daten nicht.

## Weitergabe
Wir geben Daten nur an Zahlungs- und Verifizierungsdienstleister weiter, die in unserem Auftrag handeln, an Prüfer und Berater sowie an Behörden, wenn das Gesetz es verlangt.

## Speicherdauer
Konto-, Identitäts- und Transaktionsdaten bewahren wir nach Schließung des Kontos so lange auf, wie das Gesetz es vorschreibt (meist fünf Jahre), technische Protokolle kürzer.

## Ihre Rechte
Sie können eine Kopie Ihrer Daten verlangen, deren Berichtigung und, soweit gesetzlich zulässig, deren Löschung oder die Einschränkung der Verarbeitung. Schreiben Sie an die im Benutzerbereich angegebene Beschwerde-E-Mail.

## Sicherheit
Verbindungen sind verschlüsselt, Passwörter gehasht, und nur Mitarbeitende, die ihn benötigen, haben Zugriff auf personenbezogene Daten.`,
  },
  risk: {
    title: 'Risikohinweis',
    body: `Der Handel mit Differenzkontrakten mit Hebel ist mit hohen Risiken verbunden und nicht für jeden geeignet. Lesen Sie diesen Hinweis, bevor Sie handeln.

## Der Hebel vergrößert Verluste
Mit Hebel wirkt sich schon eine kleine Kursbewegung stark auf Ihr Konto aus. Bei einem Hebel von 100 kostet eine Bewegung von 1 % gegen Sie einen Betrag in Höhe Ihrer gesamten Margin.

## Sie können Ihr gesamtes eingezahltes Geld verlieren
Positionen werden automatisch geschlossen, wenn Ihr Margin-Niveau auf das Stop-out-Niveau fällt, und Verluste können schnell eintreten. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.

## Kurse können sich schnell bewegen
Märkte können bei Eröffnung, nach Nachrichten oder bei geringer Liquidität springen. Ein Stop-Loss begrenzt Verluste unter normalen Bedingungen, kann aber zu einem schlechteren Kurs als festgelegt ausgeführt werden.

## Kosten
Jeder Auftrag kostet eine Handelsgebühr, und auch der Abstand zwischen Kauf- und Verkaufskurs ist ein Kostenfaktor. Häufiges Handeln erhöht diese Kosten.

## Keine Beratung
Nachrichten, Ranglisten und Ergebnisse anderer Händler in der App dienen nur der Information. Sie sind keine Anlageberatung, und vergangene Ergebnisse sagen nichts über künftige aus.

## Demokonten
Ergebnisse auf einem Demokonto enthalten nicht den psychischen Druck echten Geldes und lassen sich auf einem echten Konto möglicherweise nicht wiederholen.

Wenn Sie diese Risiken nicht verstehen, holen Sie vor dem Handel unabhängigen Rat ein.`,
  },
};
