/**
 * pcmemu's harness: the registry of algorithms and the one run path (run specs, reports,
 * compare, sweep), a user's own program compiled and checked, report files and pictures
 * (docs/architecture.md, "One run path"). Every package is exported: the command line and the
 * benchmarks use them.
 */
module org.pcmemu.harness {
    requires transitive org.pcmemu.algorithms;
    requires transitive com.fasterxml.jackson.core; // RunDetails writes its fields as JSON
    requires transitive java.desktop;                // the pictures draw with Java 2D
    requires java.compiler;                          // a user's source file, compiled in memory
    requires org.objectweb.asm;                      // a user's classes read before they are defined
    requires org.jfree.svg;
    requires transitive org.knowm.xchart;           // Charts and FftFigure hand out its charts

    exports org.pcmemu.harness;
    exports org.pcmemu.harness.figures;
    exports org.pcmemu.harness.goal;
    exports org.pcmemu.harness.pictures;
}
