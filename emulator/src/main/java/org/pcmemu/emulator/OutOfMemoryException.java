package org.pcmemu.emulator;

/**
 * The run ran out of heap: a processor thread, the thread that ends a window or a step, or the
 * emulator itself could not allocate, or the heap stayed full after collections. Thrown to the
 * caller of a run instead of leaving it waiting for threads that died; one shared instance,
 * allocated before any run, so that reporting it needs no memory.
 */
public final class OutOfMemoryException extends EmulationException {
    private static final long serialVersionUID = 1L;

    /** The one instance: created while memory is plentiful, with no stack trace to fill in. */
    public static final OutOfMemoryException INSTANCE = new OutOfMemoryException();

    private OutOfMemoryException() {
        super("out of memory");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
