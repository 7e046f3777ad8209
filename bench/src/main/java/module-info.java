/**
 * pcmemu's JMH benchmarks (bench/README.md). JMH's generated harness classes live in this module
 * and JMH reads the benchmark classes reflectively, so the package is open to it.
 */
module org.pcmemu.bench {
    requires org.pcmemu.algorithms;
    requires jmh.core;                      // an automatic module
    requires com.fasterxml.jackson.databind; // the paired-rounds reports
    requires java.management;
    requires jdk.management;

    opens org.pcmemu.bench to jmh.core;
}
