import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4e89' },
    secondary: { main: '#c05621' },
  },
  shape: { borderRadius: 8 },
});
