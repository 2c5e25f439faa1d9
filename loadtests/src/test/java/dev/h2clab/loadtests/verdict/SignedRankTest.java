package dev.h2clab.loadtests.verdict;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class SignedRankTest {

    @Test
    void criticalValuesMatchThePublishedTwoSidedFivePercentTable() {
        int[][] table = {{6, 0}, {7, 2}, {8, 3}, {9, 5}, {10, 8}, {12, 13}, {16, 29}, {20, 52}, {25, 89},
                {30, 137}, {50, 434}};
        for (int[] row : table) {
            assertThat(SignedRank.criticalValue(row[0], 0.05)).as("n=%d", row[0]).isEqualTo(row[1]);
        }
    }

    @Test
    void belowSixPairsNoTwoSidedFivePercentTestExists() {
        // n=5: P(W=0) = 1/32 = 0.031 > 0.025
        for (int n = 1; n <= 5; n++) {
            assertThat(SignedRank.criticalValue(n, 0.05)).isEqualTo(-1);
        }
        assertThat(SignedRank.criticalValue(5, 0.10)).isEqualTo(0); // one-sided 5 %: 1/32 <= 0.05
    }

    @Test
    void exactCountsForSmallN() {
        // n=3: sign patterns give W = 0,1,2,3,3,4,5,6
        assertThat(SignedRank.counts(3)).containsExactly(1, 1, 1, 2, 1, 1, 1);
        // n=8: P(W<=3) = (1+1+1+2)/256 = 0.0195 <= 0.025 < P(W<=4) = 7/256 = 0.0273 -> T = 3
        assertThat(SignedRank.cdf(8, 3)).isCloseTo(5 / 256.0, within(1e-15));
        assertThat(SignedRank.cdf(8, 4)).isCloseTo(7 / 256.0, within(1e-15));
    }

    @Test
    void countsAddUpToAllSignPatternsAndAreSymmetric() {
        for (int n : new int[]{1, 10, 33, 60}) {
            long[] c = SignedRank.counts(n);
            double total = Arrays.stream(c).asDoubleStream().sum();
            assertThat(total).isEqualTo(Math.pow(2, n));
            for (int w = 0; w < c.length; w++) {
                assertThat(c[w]).isEqualTo(c[c.length - 1 - w]);
            }
        }
        assertThat(SignedRank.cdf(60, 60 * 61 / 2)).isEqualTo(1.0);
        assertThat(SignedRank.cdf(60, -1)).isEqualTo(0.0);
    }

    @Test
    void normalApproximationAgreesWithTheExactValueWithinOneRank() {
        for (int n = 20; n <= SignedRank.EXACT_MAX_N; n++) {
            assertThat(SignedRank.normalCriticalValue(n, 0.05)).as("n=%d", n)
                    .isBetween(SignedRank.criticalValue(n, 0.05) - 1, SignedRank.criticalValue(n, 0.05) + 1);
        }
        // beyond the exact range: exact enumeration (big integers) gives 1955 for n=100;
        // normal: 2525 - 1.96 * sqrt(100*101*201/24) - 0.5 = 2525 - 570.0 - 0.5 = 1954.5
        assertThat(SignedRank.criticalValue(100, 0.05)).isBetween(1954, 1956);
        assertThat(SignedRank.cdf(100, 2525)).isCloseTo(0.5, within(0.01)); // mean n(n+1)/4 = 2525
    }

    @Test
    void rejectsNonsense() {
        assertThatThrownBy(() -> SignedRank.criticalValue(0, 0.05)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SignedRank.criticalValue(8, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
