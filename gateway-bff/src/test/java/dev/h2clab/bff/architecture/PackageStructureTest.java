package dev.h2clab.bff.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * gateway-bff's packages point one way: api (the edge: parameters, admission, answers and their statuses) on top of
 * client, which owns its instrumentation; config, metrics, tcp, problem and shutdown below.
 */
class PackageStructureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.h2clab.bff");

    @Test
    void noPackageCycles() {
        slices().matching("dev.h2clab.bff.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theEdgeIsOnTop() {
        noClasses().that().resideOutsideOfPackage("dev.h2clab.bff.api..").should().dependOnClassesThat()
                .resideInAPackage("dev.h2clab.bff.api..").check(MAIN);
    }

    @Test
    void metricsDoNotReachTheClient() {
        noClasses().that().resideInAPackage("dev.h2clab.bff.metrics..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.h2clab.bff.client..", "dev.h2clab.bff.api..").check(MAIN);
    }
}
