package org.pcmemu.emulator;

/** A processor's program threw; carries the processor id and its model time. */
public final class ProcessorFailureException extends EmulationException {
    private static final long serialVersionUID = 1L;
    private final int processor;
    private final long modelTime;

    public ProcessorFailureException(int processor, long modelTime, Throwable cause) {
        super("processor " + processor + " failed at model time " + modelTime + ": " + describe(cause), cause);
        this.processor = processor;
        this.modelTime = modelTime;
    }

    public int processor() {
        return processor;
    }

    public long modelTime() {
        return modelTime;
    }

    private static String describe(Throwable t) {
        String msg = t.getMessage();
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }
}
