package org.pcmemu.emulator.window;

/**
 * The code one virtual processor runs, seen at the window engine's level. Models wrap a
 * {@link WindowProcessor} in their own API (LogP, postal) before user code sees it.
 */
@FunctionalInterface
public interface WindowProgram {
    void run(WindowProcessor processor) throws Exception;
}
