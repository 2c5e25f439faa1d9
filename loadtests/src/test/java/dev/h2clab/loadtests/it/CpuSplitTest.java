package dev.h2clab.loadtests.it;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CpuSplitTest {

    @Test
    void readsTheKernelsCpuListFormat() {
        assertThat(CpuSplit.parse("0-1")).containsExactly(0, 1);
        assertThat(CpuSplit.parse("0-2,5,7-8")).containsExactly(0, 1, 2, 5, 7, 8);
        assertThat(CpuSplit.parse("3")).containsExactly(3);
        assertThatThrownBy(() -> CpuSplit.parse("a-b")).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void thisProcessHasAtLeastOneAllowedCpu() throws Exception {
        assertThat(CpuSplit.allowedCpus()).isNotEmpty().allSatisfy(c -> assertThat(c).isNotNegative());
    }
}
