import Foundation
import Testing
@testable import PeachCore

/// The quantiles the rhythm profile's intervals are made of, against published values
/// (to the digits statistical tables print, and far beyond them).
@Suite("Student's t and chi-square quantiles")
struct DistributionTests {
    @Test("t(0.975) for 1 to a million degrees of freedom, and symmetric about 0", arguments: [
        (1.0, 12.706204736174694), (2, 4.302652729749462), (9, 2.262157162798205), (29, 2.045229642132703),
        (1000, 1.9623390808264083), (1_000_000, 1.959966356814107),
    ])
    func studentT(degrees: Double, expected: Double) {
        #expect(abs(StudentT.quantile(0.975, degreesOfFreedom: degrees) - expected) < 1e-9 * expected)
        #expect(abs(StudentT.quantile(0.025, degreesOfFreedom: degrees) + expected) < 1e-9 * expected)
        #expect(abs(StudentT.cdf(expected, degreesOfFreedom: degrees) - 0.975) < 1e-10)
        #expect(StudentT.cdf(0, degreesOfFreedom: degrees) == 0.5)
    }

    @Test("chi-square at 2.5 % and 97.5 % for 1 to 100 000 degrees of freedom", arguments: [
        (1.0, 0.0009820691171752555, 5.023886187314888), (9, 2.7003894999803584, 19.02276779864163),
        (17, 7.564186449577567, 30.19100912163982), (99, 73.36108019128368, 128.4219886438403),
        (100_000, 99125.37330064735, 100878.41530566558),
    ])
    func chiSquare(degrees: Double, low: Double, high: Double) {
        #expect(abs(ChiSquare.quantile(0.025, degreesOfFreedom: degrees) - low) < 1e-9 * low)
        #expect(abs(ChiSquare.quantile(0.975, degreesOfFreedom: degrees) - high) < 1e-9 * high)
        #expect(abs(ChiSquare.cdf(high, degreesOfFreedom: degrees) - 0.975) < 1e-12)
        #expect(ChiSquare.cdf(0, degreesOfFreedom: degrees) == 0)
    }
}
