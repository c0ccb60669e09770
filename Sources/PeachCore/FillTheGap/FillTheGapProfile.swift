import Foundation

/// Fill the Gap per tempo band: rushing at 180 BPM says nothing of 60 BPM, so each band
/// keeps its own taps. Never stored: rebuilt from the records, then kept current.
public struct FillTheGapProfile: Hashable, ProfilePart {
    public static let kinds = [RecordKind.gapFill]
    /// Indexed by `TempoBand.rawValue`; nil for a band never trained.
    private var bands: [GapBandTally?] = Array(repeating: nil, count: TempoBand.allCases.count)
    private let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// Trials counted into a band.
    public private(set) var count = 0

    /// Every trial added, in a band or not: training done, whatever its tempo.
    public private(set) var records = 0

    public var isEmpty: Bool { records == 0 }

    public mutating func add(_ record: TrainingRecord) {
        if let record = record.record as? GapFillRecord { add(record) }
    }

    /// A record outside 40–200 BPM (an imported one can be) belongs to no band and is left out.
    public mutating func add(_ record: GapFillRecord) {
        records += 1
        guard let band = record.tempo.band else { return }
        if bands[band.rawValue] == nil { bands[band.rawValue] = GapBandTally(band: band, calendar: calendar) }
        bands[band.rawValue]!.add(record)
        count += 1
    }

    public subscript(band: TempoBand) -> GapBandTally? { bands[band.rawValue] }

    /// The trained bands, slowest first.
    public func summaries() -> [GapBandSummary] { bands.compactMap { $0?.summary() } }
}

extension FillTheGapProfile {
    public func section(range: NoteRange) -> any ProfileSection { FillTheGapSnapshot(bands: summaries()) }
}

extension TrainingHistory {
    public var fillTheGap: FillTheGapProfile { part(FillTheGapProfile.self) }
}
