// Bad program: reaches into the emulator's engine (window), which is not part of the program API.
import org.pcmemu.emulator.window.WindowProcessor;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class UsesEngineInternals implements LogPProgram {
    @Override
    public void run(LogPProcessor p) {
        WindowProcessor core = null;
    }
}
