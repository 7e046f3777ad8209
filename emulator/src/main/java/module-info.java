/**
 * pcmemu's emulator: the model-agnostic runtime that runs one Java thread per virtual processor
 * and enforces a model's delays in model time (docs/architecture.md, "The emulator's packages").
 *
 * <p>Everyone may use the API package {@code org.pcmemu.emulator} (run options, run results, the
 * messages a program receives, the errors a run ends with, the limits on parameters) and the
 * traces a run records ({@code org.pcmemu.emulator.trace}, which {@link
 * org.pcmemu.emulator.RunResult#trace()} returns). The engines ({@code window}, {@code barrier})
 * and the shared launch ({@code run}) are exported only to the model layer that wraps them, and
 * {@code run} to the command line too, which reports a long run's progress and out of memory.
 */
module org.pcmemu.emulator {
    requires java.management; // MemoryGuard: the collector's time and the heap's use
    requires jdk.management;  // HeapText: the machine's physical memory
    requires org.agrona;      // primitive collections (trace rows, the waiters' calendar)
    requires org.jctools.core; // the engines' message queues (window/Mailbox, barrier/ProcessorIncomingFields)

    exports org.pcmemu.emulator;
    exports org.pcmemu.emulator.trace;
    exports org.pcmemu.emulator.window to org.pcmemu.models;
    exports org.pcmemu.emulator.barrier to org.pcmemu.models;
    exports org.pcmemu.emulator.run to org.pcmemu.models, org.pcmemu.cli;
}
