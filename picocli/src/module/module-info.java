/**
 * picocli, compiled here from its published sources (see this module's pom), as the module its
 * published jar declares.
 */
module info.picocli {
    requires static java.sql; // picocli's converters for java.sql types, when that module is present

    exports picocli;
}
