import Foundation

/// A call played back as the span's fit reads it (`CallSpanFit`): its length (chords of a
/// progression, beats of a rhythm) and each of its elements (a chord, a stroke) with its
/// kind, a flag that makes it harder (inverted, off the beat), its place (the chord's index,
/// the stroke's beat) and whether it was played back right.
public struct CallOutcome: Hashable, Sendable {
    public struct Element: Hashable, Sendable {
        /// The discipline's kind of element, numbered from 0 (a chord's quality, a stroke's figure).
        public var kind: Int
        public var flag: Bool
        /// 0 ..< the call's length.
        public var place: Int
        public var right: Bool

        public init(kind: Int, flag: Bool, place: Int, right: Bool) {
            self.kind = kind
            self.flag = flag
            self.place = place
            self.right = right
        }
    }

    public var length: Int
    public var elements: [Element]

    public init(length: Int, elements: [Element]) {
        precondition(length >= 1 && !elements.isEmpty, "a call has a length and an element")
        precondition(elements.allSatisfy { (0..<length).contains($0.place) }, "each element within the call")
        self.length = length
        self.elements = elements
    }

    /// Right only when every element is.
    public var right: Bool { elements.allSatisfy(\.right) }
}
