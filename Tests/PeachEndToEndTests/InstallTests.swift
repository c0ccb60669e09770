import Foundation
import PeachMeasurement
import Testing

/// Peach installed as a program (`scripts/install`) and as a Debian package
/// (`scripts/package`): what a musician then has on the machine, and that it works without
/// the Swift toolchain. scripts/test builds the distributable binary (the release build in
/// the long run, by default the debug build linked alike: `PEACH_DIST_BINARY`) and the manual
/// page before the suite (SwiftPM cannot run inside `swift test`, which holds the build
/// folder's lock), so these run the scripts with --no-build.
@Suite("Install and package", .serialized)
struct InstallTests {
    @Test("scripts/install into an empty prefix: peach --help runs, man -l shows the page, each shell sources its completion, the desktop entry is valid; scripts/uninstall removes exactly that")
    func installAndUninstall() async throws {
        try await ServerAccess.exclusive {
            let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-prefix")).path
            defer { try? FileManager.default.removeItem(atPath: prefix) }
            let installed = try await shell("\"$REPOSITORY/scripts/install\" --no-build --prefix \(prefix)")
            try #require(installed.status == 0, "\(installed.output)")
            #expect(installed.output.contains("peach: installed into \(prefix)"))
            // Installed again (a trailing slash on the prefix changes nothing): one list, each entry once.
            let again = try await shell("\"$REPOSITORY/scripts/install\" --no-build --prefix \(prefix)/")
            #expect(again.status == 0, "\(again.output)")
            let list = try String(contentsOfFile: prefix + "/share/peach/installed-files", encoding: .utf8).split(separator: "\n")
            #expect(Set(list).count == list.count && list.count > 10, "\(list)")

            let help = try await shell("\(prefix)/bin/peach --help")
            #expect(help.status == 0 && help.output.contains("USAGE: peach"), "\(help.output)")
            let version = try await shell("\(prefix)/bin/peach --version")
            #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")

            // The page as man shows it: every command has its section, and mdoc has no complaint.
            let page = try await shell("MANWIDTH=100 man -l \(prefix)/share/man/man1/peach.1.gz 2>&1")
            #expect(page.status == 0, "\(page.output)")
            for words in ["NAME", "peach — An ear trainer for pitch and timing in the JACK studio.", "SYNOPSIS", "DESCRIPTION", "Exit statuses:", "the reader of the output went away"] {
                #expect(page.output.contains(words), "\(words)")
            }
            for command in ["compare", "match", "profile", "settings", "sound-check", "sounds", "devices", "midi", "export", "import", "backup", "restore", "reset", "report"] {
                // A command's entry: its name alone on a line, or followed by its summary.
                let lines = page.output.split(separator: "\n")
                #expect(lines.contains { $0 == "     \(command)" || $0.hasPrefix("     \(command)  ") }, "no section for \(command)")
            }
            #expect(!page.output.contains("warning"), "\(page.output)")
            // The hidden commands stay hidden, as in --help; a character beyond ASCII (the
            // range's ellipsis) reads as one, where the plugin that made the page before dropped it.
            #expect(!page.output.contains("needs-server") && !page.output.split(separator: "\n").contains { $0.hasPrefix("     manual") })
            #expect(page.output.contains("40 … 200 BPM") || page.output.contains("40 ... 200 BPM"), "\(page.output)")

            // Each shell loads its completion and completes the commands.
            let bash = try await shell("""
                source \(prefix)/share/bash-completion/completions/peach && complete -p peach && \
                COMP_WORDS=(peach ex); COMP_CWORD=1; COMP_LINE='peach ex'; COMP_POINT=8; _peach peach ex peach && echo "candidates: ${COMPREPLY[*]}"
                """)
            #expect(bash.status == 0 && bash.output.contains("candidates: export\n"), "\(bash.output)")
            let zsh = try await shell("""
                zsh -fc 'fpath=(\(prefix)/share/zsh/site-functions $fpath); autoload -Uz compinit && compinit -u -d \(prefix)/zcompdump && \
                autoload -Uz _peach && whence -w _peach && echo "compdef: ${_comps[peach]}"'
                """)
            #expect(zsh.status == 0 && zsh.output.contains("compdef: _peach"), "\(zsh.output)")
            let fish = try await shell("fish --no-config -c 'source \(prefix)/share/fish/vendor_completions.d/peach.fish; complete -C\"peach \"'")
            #expect(fish.status == 0 && fish.output.contains("compare\t") && fish.output.contains("report\t"), "\(fish.output)")
            try? FileManager.default.removeItem(atPath: prefix + "/zcompdump")

            let desktop = try await shell("desktop-file-validate \(prefix)/share/applications/peach.desktop && grep '^Exec=' \(prefix)/share/applications/peach.desktop")
            #expect(desktop.status == 0 && desktop.output == "Exec=\(prefix)/bin/peach\n", "\(desktop.output)")
            #expect(FileManager.default.fileExists(atPath: prefix + "/share/doc/peach/peach.toml"))

            // A file of the person's own beside the installed ones stays, with its folder; an
            // entry that leads out of the prefix is left alone and said.
            try "mine".write(toFile: prefix + "/share/doc/peach/notes.txt", atomically: true, encoding: .utf8)
            let outside = prefix + "-outside"
            try "keep".write(toFile: outside, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: outside) }
            let name = (outside as NSString).lastPathComponent
            _ = try await shell("echo 'file \(prefix)/share/../../\(name)' >> \(prefix)/share/peach/installed-files")
            let removed = try await shell("\"$REPOSITORY/scripts/uninstall\" --prefix \(prefix)")
            #expect(removed.status == 1 && removed.output.contains("is not inside \(prefix); left alone"), "\(removed.output)")
            #expect(FileManager.default.fileExists(atPath: outside))
            let left = try await shell("cd \(prefix) && find . | sort")
            #expect(left.output == ".\n./share\n./share/doc\n./share/doc/peach\n./share/doc/peach/notes.txt\n", "\(left.output)")
        }
    }

    @Test("scripts/package: a .deb that depends on the Debian libraries, holds no Swift library, installs with dpkg -i, runs peach --help with the toolchain out of reach, and is removed again")
    func debianPackage() async throws {
        try #require(getuid() == 0, "dpkg -i needs root (the suite runs as root in CI)")
        try await ServerAccess.exclusive {
            let already = try await shell("dpkg-query -W -f='${Status}' peach 2>/dev/null")
            try #require(!already.output.contains("installed"), "a peach package is installed on this machine; remove it first (dpkg -r peach)")
            // The .deb's path on standard output; what it said on the way only when it failed.
            let log = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-package") + ".log").path
            defer { try? FileManager.default.removeItem(atPath: log) }
            let built = try await shell("\"$REPOSITORY/scripts/package\" --no-build 2>\(log) || { cat \(log); exit 1; }")
            try #require(built.status == 0, "\(built.output)")
            let deb = repositoryFolder + "/" + built.output.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(deb.hasSuffix(".deb"))

            let info = try await shell("dpkg-deb --info \(deb)")
            let depends = info.output.split(separator: "\n").first { $0.contains("Depends:") && !$0.contains("Pre-Depends") }.map(String.init) ?? ""
            for library in ["libjack-jackd2-0", "librtmidi", "libfluidsynth3", "libaubio5", "libsqlite3-0", "libc6"] {
                #expect(depends.contains(library), "Depends lacks \(library): \(depends)")
            }
            #expect(!depends.lowercased().contains("swift"))
            #expect(info.output.contains("Recommends: jackd2 | pipewire-jack, fluid-soundfont-gm | timgm6mb-soundfont"), "\(info.output)")
            let contents = try await shell("dpkg-deb --contents \(deb)")
            for path in ["./usr/bin/peach", "./usr/share/man/man1/peach.1.gz", "./usr/share/bash-completion/completions/peach",
                         "./usr/share/zsh/vendor-completions/_peach", "./usr/share/fish/vendor_completions.d/peach.fish",
                         "./usr/share/applications/peach.desktop", "./usr/share/doc/peach/copyright", "./usr/share/doc/peach/peach.toml"] {
                #expect(contents.output.contains(path), "missing \(path)")
            }

            // What the binary asks the dynamic linker for: system libraries only.
            let unpacked = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-deb")).path
            defer { try? FileManager.default.removeItem(atPath: unpacked) }
            let libraries = try await shell("dpkg-deb -x \(deb) \(unpacked) && ldd \(unpacked)/usr/bin/peach")
            #expect(libraries.status == 0, "\(libraries.output)")
            #expect(!libraries.output.lowercased().contains("swift") && !libraries.output.contains("not found"), "\(libraries.output)")
            #expect(libraries.output.contains("libjack.so.0"))

            let install = try await shell("dpkg -i \(deb)")
            #expect(install.status == 0, "\(install.output)")
            defer { _ = try? shellNow("dpkg -r peach") }
            // The toolchain hidden under an empty tmpfs, and PATH without it: nothing of Swift
            // can be found, as on a machine that never had it.
            let swiftRoot = try await shell("dirname \"$(dirname \"$(dirname \"$(readlink -f \"$(command -v swift)\")\")\")\"")
                .output.trimmingCharacters(in: .whitespacesAndNewlines)
            try #require(!swiftRoot.isEmpty && swiftRoot != "/" && swiftRoot != "/usr", "the toolchain's folder: \(swiftRoot)")
            let run = try await shell("""
                unshare -m sh -c 'mount -t tmpfs none \(swiftRoot) && ! command -v swift >/dev/null 2>&1 && \
                env -i PATH=/usr/bin:/bin HOME=/tmp /usr/bin/peach --help'
                """)
            #expect(run.status == 0 && run.output.contains("USAGE: peach"), "\(run.output)")
            #expect(try await shell("man -w peach").output.contains("/usr/share/man/man1/peach.1.gz"))

            let remove = try await shell("dpkg -r peach")
            #expect(remove.status == 0, "\(remove.output)")
            #expect(!FileManager.default.fileExists(atPath: "/usr/bin/peach"))
        }
    }
}
