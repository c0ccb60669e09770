import Foundation
import PeachCore

extension InstrumentRack {
    /// What the settings screen offers: the sine, then every melodic preset of the fonts
    /// playback loaded (the first font wins where two have the same bank and program, as in
    /// playback).
    public var choices: [(source: SoundSource, name: String)] {
        var choices: [(source: SoundSource, name: String)] = [(.sine, "sine")]
        for font in fonts.map(\.font) {
            let fontName = (font.path as NSString).lastPathComponent
            for preset in font.presets where !choices.contains(where: { $0.source == preset.source }) {
                // The name and its font: "(sf2:0:0)" as well would push the settings' range
                // column off an 80-column window; the saved line names the source when chosen.
                choices.append((preset.source, "\(preset.name) · \(fontName)"))
            }
        }
        return choices
    }
}
