package dev.h2clab.loadtests.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The runner's packages point one way: cli -> runner -> pair/driver/sampling/scenario, with analysis, verdict,
 * warmup and stats below them; report only renders results and never reaches anything that runs.
 */
class PackageStructureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.h2clab.loadtests");

    @Test
    void noPackageCycles() {
        slices().matching("dev.h2clab.loadtests.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void reportOnlyRenders() {
        noClasses().that().resideInAPackage("..report..").should().dependOnClassesThat()
                .resideInAnyPackage("..runner..", "..pair..", "..driver..", "..sampling..", "..netns..", "..cli..")
                .check(MAIN);
    }

    @Test
    void judgementIsComputedBelowTheRunnerAndTheRenderers() {
        noClasses().that().resideInAnyPackage("..analysis..", "..verdict..", "..warmup..", "..stats..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("..runner..", "..report..", "..pair..", "..driver..", "..sampling..", "..cli..")
                .check(MAIN);
    }
}
