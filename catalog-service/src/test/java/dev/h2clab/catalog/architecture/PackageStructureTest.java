package dev.h2clab.catalog.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** catalog-service's packages (items, payload, params, delay, metrics, tcp, ...) depend on each other one way. */
class PackageStructureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.h2clab.catalog");

    @Test
    void noPackageCycles() {
        slices().matching("dev.h2clab.catalog.(*)..").should().beFreeOfCycles().check(MAIN);
    }
}
