import Foundation

/// What a comparison asked the ear to do: judge a single note against another (unison),
/// or judge an interval in one direction. Each is a task of its own with its own
/// threshold: a fifth up is heard differently from a major third down.
public typealias ListeningTask = DirectedInterval

