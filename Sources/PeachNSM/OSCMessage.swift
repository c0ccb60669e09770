import CLiblo
import Foundation

/// An OSC message as the NSM protocol uses them: a path and strings, integers and floats.
public struct OSCMessage: Hashable, Sendable {
    public enum Argument: Hashable, Sendable {
        case string(String)
        case int(Int32)
        case float(Float)
    }

    public var path: String
    public var arguments: [Argument]

    public init(_ path: String, _ arguments: [Argument] = []) {
        self.path = path
        self.arguments = arguments
    }

    public func string(_ index: Int) -> String? {
        guard arguments.indices.contains(index), case let .string(value) = arguments[index] else { return nil }
        return value
    }

    public func int(_ index: Int) -> Int32? {
        guard arguments.indices.contains(index), case let .int(value) = arguments[index] else { return nil }
        return value
    }

    /// The message as liblo received it; arguments of other types are left out (the
    /// protocol has none).
    init(path: UnsafePointer<CChar>, types: UnsafePointer<CChar>?, argv: UnsafeMutablePointer<UnsafeMutablePointer<lo_arg>?>?, argc: Int32) {
        self.path = String(cString: path)
        let tags = types.map { Array(String(cString: $0).utf8) } ?? []
        var arguments: [Argument] = []
        for index in 0..<Int(argc) where index < tags.count {
            guard let argument = argv?[index] else { continue }
            switch tags[index] {
            case UInt8(ascii: "s"): arguments.append(.string(String(cString: peach_lo_arg_string(argument))))
            case UInt8(ascii: "i"): arguments.append(.int(argument.pointee.i))
            case UInt8(ascii: "f"): arguments.append(.float(argument.pointee.f))
            default: continue
            }
        }
        self.arguments = arguments
    }

    /// A liblo message to send (the caller frees it).
    func loMessage() -> lo_message {
        let message = lo_message_new()!
        for argument in arguments {
            switch argument {
            case let .string(value): lo_message_add_string(message, value)
            case let .int(value): lo_message_add_int32(message, value)
            case let .float(value): lo_message_add_float(message, value)
            }
        }
        return message
    }
}
