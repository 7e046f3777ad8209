/**
 * pcmemu's command line: {@code run}, {@code list}, {@code compare}, {@code sweep} and
 * {@code figure} over the harness (docs/guide.md). picocli reads the commands' fields by
 * reflection, so the package is open to it.
 */
module org.pcmemu.cli {
    requires org.pcmemu.harness;
    requires jdk.management; // OutOfMemory: the machine's physical memory
    requires info.picocli;   // picocli, compiled for Java 21 by the picocli module

    opens org.pcmemu.cli to info.picocli;
}
