package org.pcmemu.emulator;

/**
 * A processor's program threw; the one failure type of every engine. It names the processor, the
 * model time and, in the barrier engine, the step: when several processors fail in one window or
 * step, the engine reports the least (model time, processor id), so the report does not depend on
 * thread scheduling.
 */
public final class ProcessorFailureException extends EmulationException {
    private static final long serialVersionUID = 1L;
    /** The failing processor's id. */
    private final int processor;
    /** The processor's clock, or the start of its step, in cycles. */
    private final long modelTime;
    /** The step it was in, or null. */
    private final String where;

    /**
     * The failure of {@code processor}'s program.
     *
     * @param processor  the failing processor's id
     * @param modelTime  the processor's clock (window engine) or the start of its step (barrier
     *                   engine), in cycles
     * @param where      "step 2 of sub-machine [0, 4)", or null where the clock says it all
     * @param cause      what the program threw
     */
    public ProcessorFailureException(int processor, long modelTime, String where, Throwable cause) {
        super("processor " + processor + " failed " + (where == null
                ? "at model time " + modelTime
                : "in " + where + " (begun at model time " + modelTime + ")") + ": " + describe(cause), cause);
        this.processor = processor;
        this.modelTime = modelTime;
        this.where = where;
    }

    /**
     * The failing processor.
     *
     * @return its id
     */
    public int processor() {
        return processor;
    }

    /**
     * Model time of the failure.
     *
     * @return the processor's clock, or the start of the failing step, in cycles
     */
    public long modelTime() {
        return modelTime;
    }

    /**
     * The step the processor was in.
     *
     * @return e.g. "step 2 of sub-machine [0, 4)", or null (window engine)
     */
    public String where() {
        return where;
    }

    /**
     * A program's exception on one line: its class, its message and where the program threw it,
     * "IllegalStateException: boom (Foo.java:42)", the top frame of the program's own code (the
     * first outside the emulator, the models and the JDK).
     *
     * @param t  what the program threw
     * @return the line
     */
    public static String describe(Throwable t) {
        String msg = t.getMessage();
        String frame = "";
        for (StackTraceElement e : t.getStackTrace()) {
            String c = e.getClassName();
            if (e.getFileName() != null && e.getLineNumber() > 0 && !c.startsWith("org.pcmemu.emulator.")
                    && !c.startsWith("org.pcmemu.models.") && !c.startsWith("java.") && !c.startsWith("jdk.")
                    && !c.startsWith("sun.")) {
                frame = " (" + e.getFileName() + ":" + e.getLineNumber() + ")";
                break;
            }
        }
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg) + frame;
    }
}
