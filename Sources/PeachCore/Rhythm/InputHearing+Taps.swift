import Foundation

extension InputHearing {
    /// Hears the input for taps, when anything is connected to it (nil otherwise): each onset's
    /// frame to `onset`, samples that are no sound to `unusable` (said at most once a second,
    /// `UnusableInputNotice`). Fill the Gap's and Rhythm Back's claps, sticks and "ta"s.
    @TrainingActor
    public func hearTaps(onset: @escaping @TrainingActor (UInt64) -> Void, unusable: @escaping @TrainingActor (Int) -> Void) -> Task<Void, Never>? {
        guard isConnected else { return nil }
        let events = startHearing(), rate = sampleRate
        return Task { @TrainingActor in
            var notice = UnusableInputNotice()
            for await event in events {
                switch event {
                case let .onset(heard): onset(heard.frame)
                case let .unusable(frame, samples): if notice.shouldSay(at: frame, sampleRate: rate) { unusable(samples) }
                case .pitch, .noPitch: break
                }
            }
        }
    }
}
