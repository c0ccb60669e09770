import Testing
@testable import PeachTerminal

@Suite("Languages")
struct StringsTests {
    @Test("German from the locale the way gettext looks: LC_ALL, LC_MESSAGES, then LANG")
    func fromLocale() {
        #expect(Strings.forLocale(["LANG": "de_DE.UTF-8"]).language == .german)
        #expect(Strings.forLocale(["LANG": "de_AT.UTF-8"]).language == .german)
        #expect(Strings.forLocale(["LANG": "en_GB.UTF-8"]).language == .english)
        #expect(Strings.forLocale([:]).language == .english)
        #expect(Strings.forLocale(["LC_ALL": "C", "LANG": "de_DE.UTF-8"]).language == .english)
        #expect(Strings.forLocale(["LC_MESSAGES": "de_CH.UTF-8", "LANG": "en_US.UTF-8"]).language == .german)
        #expect(Strings.forLocale(["LC_ALL": "", "LANG": "de_DE.UTF-8"]).language == .german)
    }

    @Test("the labels a musician meets first are translated")
    func translated() {
        let english = Strings(language: .english), german = Strings(language: .german)
        #expect(german.hearAndCompare == "Hören & Vergleichen")
        #expect(german.higher == "Höher" && german.lower == "Tiefer")
        #expect(german.correct == "Richtig" && german.wrong == "Falsch")
        let pairs: [(String, String)] = [
            (english.tuneAndMatch, german.tuneAndMatch), (english.profile, german.profile), (english.settings, german.settings),
            (english.noteDuration, german.noteDuration), (english.keyQuit, german.keyQuit), (english.jackRunning, german.jackRunning),
            (english.stopReason(.serverShutDown), german.stopReason(.serverShutDown)), (english.days(3), german.days(3)),
        ]
        for (en, de) in pairs { #expect(en != de) }
        #expect(english.infoLines.count == german.infoLines.count)
    }
}
